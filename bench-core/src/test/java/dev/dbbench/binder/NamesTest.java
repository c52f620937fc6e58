package dev.dbbench.binder;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NamesTest {

    @Test
    void fieldsBecomeKebabCaseOptionsAndMethodsSnakeCaseOperations() {
        assertThat(Names.kebab("hotRows")).isEqualTo("hot-rows");
        assertThat(Names.kebab("rows")).isEqualTo("rows");
        assertThat(Names.kebab("tpccMode")).isEqualTo("tpcc-mode");
        assertThat(Names.kebab("maxIDs")).isEqualTo("max-ids");
        assertThat(Names.snake("newOrder")).isEqualTo("new_order");
        assertThat(Names.snake("stock_level")).isEqualTo("stock_level");
    }

    @Test
    void classesAreNamedWithoutTheirPackage() {
        assertThat(Names.of(Shop.Cart.class)).isEqualTo("Shop.Cart");
        assertThat(Names.of(Shop.class, "browse")).isEqualTo("Shop.browse");
    }
}
