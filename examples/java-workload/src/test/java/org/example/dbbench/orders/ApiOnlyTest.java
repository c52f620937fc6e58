package org.example.dbbench.orders;

import dev.dbbench.testing.ApiRules;
import org.junit.jupiter.api.Test;

/** The workload imports nothing of dbbench's but the public API, so it keeps working across dbbench's releases. */
class ApiOnlyTest {

    @Test
    void importsOnlyTheApi() {
        ApiRules.pluginsUseOnlyTheApi("org.example..").check(ApiRules.mainClasses("org.example"));
    }
}
