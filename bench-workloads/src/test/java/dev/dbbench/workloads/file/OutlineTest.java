package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What list shows of a workload file. */
class OutlineTest {

    @Test
    void showsTablesMixAndStatements() {
        String text = String.join("\n", Examples.outline("order-entry.yaml"));
        assertThat(text).contains("customer: 1,000 rows (customers)").contains("new_order").contains("45.0 %")
                .contains("-> into balance");
    }
}
