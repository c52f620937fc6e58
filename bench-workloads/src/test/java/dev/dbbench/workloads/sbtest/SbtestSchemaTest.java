package dev.dbbench.workloads.sbtest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.workloads.TestDialect;
import org.junit.jupiter.api.Test;

class SbtestSchemaTest {

    @Test
    void createTableIsSysbenchsWithTheDialectsKeyAndOptions() {
        assertThat(SbtestSchema.createTable(3, TestDialect.mysqlLike(), true, "")).isEqualTo("""
                CREATE TABLE sbtest3(
                  id INTEGER NOT NULL AUTO_INCREMENT,
                  k INTEGER DEFAULT '0' NOT NULL,
                  c CHAR(120) DEFAULT '' NOT NULL,
                  pad CHAR(60) DEFAULT '' NOT NULL,
                  PRIMARY KEY (id)
                ) ENGINE=InnoDB""");
        assertThat(SbtestSchema.createTable(1, TestDialect.postgresLike(), true, "PARTITION BY HASH(id)"))
                .startsWith("CREATE TABLE sbtest1(\n  id SERIAL,\n").endsWith(") PARTITION BY HASH(id)");
    }

    @Test
    void aDialectThatKeysAfterLoadingGetsTheKeyFromAnAlterTable() {
        assertThat(SbtestSchema.createTable(2, TestDialect.postgresLike(), true, "")).isEqualTo("""
                CREATE TABLE sbtest2(
                  id SERIAL,
                  k INTEGER DEFAULT '0' NOT NULL,
                  c CHAR(120) DEFAULT '' NOT NULL,
                  pad CHAR(60) DEFAULT '' NOT NULL
                )""");
        assertThat(SbtestSchema.addPrimaryKey(2)).isEqualTo("ALTER TABLE sbtest2 ADD PRIMARY KEY (id)");
    }

    @Test
    void withoutAutoIncTheKeyIsAPlainInteger() {
        assertThat(SbtestSchema.createTable(1, TestDialect.postgresLike(), false, "")).contains("  id INTEGER NOT NULL,\n");
    }

    @Test
    void secondaryIndexIsNamedAfterTheTable() {
        assertThat(SbtestSchema.createIndex(12)).isEqualTo("CREATE INDEX k_12 ON sbtest12(k)");
    }
}
