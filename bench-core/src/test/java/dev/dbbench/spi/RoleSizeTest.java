package dev.dbbench.spi;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import dev.dbbench.testing.ApiRules;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every interface a plugin implements or calls stays a small role: at most {@link #MOST} abstract and default methods,
 * those inherited from other interfaces included, so a role cannot grow by extending another. A larger interface is
 * split by role, as {@code Target} is, rather than grown.
 */
class RoleSizeTest {
    static final int MOST = 8;

    @Test
    void noApiInterfaceHasMoreThanEightMethods() {
        TreeMap<String, Integer> tooLarge = new TreeMap<>();
        for (JavaClass c : ApiRules.mainClasses(ApiRules.API_ROOTS)) {
            if (c.isInterface() && !c.isAnnotation() && c.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.PUBLIC)) {
                int n = instanceMethods(c.reflect()).size();
                if (n > MOST) {
                    tooLarge.put(c.getName(), n);
                }
            }
        }
        assertThat(tooLarge).as("API interfaces with more than %d methods: split them into roles", MOST).isEmpty();
    }

    /** The distinct abstract and default methods of {@code type}, by name and parameter types. */
    static List<String> instanceMethods(Class<?> type) {
        return Arrays.stream(type.getMethods())
                .filter(m -> !Modifier.isStatic(m.getModifiers()) && !m.isSynthetic() && !m.isBridge())
                .filter(m -> m.getDeclaringClass() != Object.class)
                .map(RoleSizeTest::signature).distinct().toList();
    }

    private static String signature(Method m) {
        return m.getName() + Arrays.toString(m.getParameterTypes());
    }
}
