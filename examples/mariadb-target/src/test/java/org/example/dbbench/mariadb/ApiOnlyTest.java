package org.example.dbbench.mariadb;

import dev.dbbench.testing.ApiRules;
import org.junit.jupiter.api.Test;

/** The plugin imports nothing of dbbench's but the public API, so it keeps working across dbbench's releases. */
class ApiOnlyTest {

    @Test
    void importsOnlyTheApi() {
        ApiRules.pluginsUseOnlyTheApi("org.example..").check(ApiRules.mainClasses("org.example"));
    }
}
