package dev.dbbench.testing;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.dbbench.spi.PsMode;
import dev.dbbench.unlisted.NewKit;
import org.junit.jupiter.api.Test;

/** The plugin rule is an allow-list: a package of dbbench that no rule names is closed to plugins. */
class ApiRulesTest {

    @Test
    void aPluginUsingTheApiPasses() {
        JavaClasses classes = new ClassFileImporter().importClasses(UsesTheApi.class, PsMode.class);
        assertThatCode(() -> ApiRules.pluginsUseOnlyTheApi("dev.dbbench.testing..").check(classes)).doesNotThrowAnyException();
    }

    @Test
    void aPluginUsingAPackageNoRuleNamesFails() {
        JavaClasses classes = new ClassFileImporter().importClasses(UsesANewPackage.class, NewKit.class);
        assertThatThrownBy(() -> ApiRules.pluginsUseOnlyTheApi("dev.dbbench.testing..").check(classes))
                .isInstanceOf(AssertionError.class).hasMessageContaining(NewKit.class.getName());
    }

    /** A plugin class that uses the API alone. */
    static final class UsesTheApi {
        PsMode mode() {
            return PsMode.AUTO;
        }
    }

    /** A plugin class that reaches into a package added to dbbench after the rules were written. */
    static final class UsesANewPackage {
        int answer() {
            return NewKit.answer();
        }
    }
}
