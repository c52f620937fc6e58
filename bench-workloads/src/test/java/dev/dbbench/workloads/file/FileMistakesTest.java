package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every mistake in a workload file is one line that starts with the file, line and column of the mistake and says
 * what to write instead.
 */
class FileMistakesTest {
    private static final String TABLE = """
            tables:
              t:
                rows: 100
                columns:
                  id: {type: INTEGER NOT NULL, data: {sequence: 1}}
            """;

    static Stream<Arguments> mistakes() {
        return Stream.of(
                Arguments.of("weight that is not a number", TABLE + """
                        transactions:
                          new_order:
                            weight: x
                            statements: [SELECT 1]
                        """, "test.yaml:8:13: weight 'x' of transaction new_order is not a whole number; give a number such as 45"),
                Arguments.of("a misspelt key", TABLE + """
                        transactions:
                          t1:
                            weight: 1
                            statments: [SELECT 1]
                        """, "test.yaml:9:5: 'statments' is not a key of transaction t1; use weight, transaction, readOnly, params, statements"),
                Arguments.of("no transactions", TABLE, "test.yaml:1:1: the workload file has no transactions; add transactions:"),
                Arguments.of("broken YAML", "transactions:\n  t1: {weight: 1\n", "test.yaml:3:1: this is not valid YAML"),
                Arguments.of("an empty file", "", "test.yaml:1:1: the file is empty"),
                Arguments.of("a key twice", "transactions:\n  t1: {weight: 1, statements: [SELECT 1]}\n  t1: {weight: 2, statements: [SELECT 1]}\n",
                        "test.yaml:3:3: 't1' is given twice here (first at line 2); keep one"),
                Arguments.of("an unknown parameter", TABLE + """
                        transactions:
                          t1:
                            weight: 1
                            statements:
                              - SELECT id FROM t WHERE id = :idd
                        """, "test.yaml:10:9: statement 1 of transaction t1 uses :idd, which is neither a parameter"),
                Arguments.of("a parameter no statement uses", TABLE + """
                        transactions:
                          t1:
                            weight: 1
                            params:
                              id: {uniform: [1, 10]}
                            statements: [SELECT 1]
                        """, "test.yaml:10:7: parameter id of transaction t1 is used by no statement"),
                Arguments.of("a question mark", TABLE + """
                        transactions:
                          t1:
                            weight: 1
                            statements: ["SELECT id FROM t WHERE id = ?"]
                        """, "test.yaml:9:18: statement 1 of transaction t1 has a ? placeholder; name the value instead"),
                Arguments.of("an unknown option in rows", """
                        tables:
                          t:
                            rows: 10 * scal
                            columns: {id: INTEGER}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:3:11: rows of table t '10 * scal' names 'scal', which is not an option of this file"),
                Arguments.of("a generator without a kind", """
                        tables:
                          t:
                            rows: 10
                            columns:
                              id: {type: INTEGER, data: {unifrom: [1, 2]}}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:5:34: 'unifrom' is not a key of data of column id of table t; use sequence, uniform"),
                Arguments.of("a range of one number", """
                        tables:
                          t:
                            rows: 10
                            columns:
                              id: {type: INTEGER, data: {uniform: 5}}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:5:43: the range of data of column id of table t '5' is not two numbers; write it as [1, 1000]"),
                Arguments.of("a ref to no table", """
                        transactions:
                          t1:
                            weight: 1
                            params: {c: {ref: customer.id}}
                            statements: [SELECT :c]
                        """, "test.yaml:4:23: customer.id in parameter c of transaction t1 names no table of this file"),
                Arguments.of("a sequence as a parameter", """
                        transactions:
                          t1:
                            weight: 1
                            params: {c: {sequence: 1}}
                            statements: [SELECT :c]
                        """, "test.yaml:4:18: a sequence numbers the rows of a table and cannot make parameter c of transaction t1"),
                Arguments.of("an upper-case table", """
                        tables:
                          Customer: {rows: 1, columns: {id: INTEGER}}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:2:3: table name 'Customer' must be lower-case letters"),
                Arguments.of("a primary key of no column", """
                        tables:
                          t: {rows: 1, columns: {id: INTEGER}, primary_key: [idd]}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:2:53: primary_key of table t names 'idd', which is not a column of the table; use one of id"),
                Arguments.of("into on an update", """
                        transactions:
                          t1:
                            weight: 1
                            statements:
                              - {sql: UPDATE t SET a = 1, into: [a]}
                        """, "test.yaml:5:9: statement 1 of transaction t1 reads into a but returns no rows"),
                Arguments.of("BEGIN inside a transaction", """
                        transactions:
                          t1: {weight: 1, statements: [BEGIN, SELECT 1]}
                        """, "test.yaml:2:32: statement 1 of transaction t1 opens or ends a transaction itself"),
                Arguments.of("a think time without a unit", """
                        transactions:
                          t1: {weight: 1, statements: [SELECT 1, {think: 5}]}
                        """, "test.yaml:2:50: think time of transaction t1 '5' is not a duration; give a number with us, ms or s"),
                Arguments.of("an unknown server", """
                        transactions:
                          t1: {weight: 1, statements: [{sql: {postgres: SELECT 1}}]}
                        """, "test.yaml:2:39: 'postgres' in statement 1 of transaction t1 is not a server; use mysql, postgresql, oceanbase, default"),
                Arguments.of("all weights zero", """
                        transactions:
                          t1: {weight: 0, statements: [SELECT 1]}
                        """, "test.yaml:2:3: every transaction has weight 0"),
                Arguments.of("an option in snake case", """
                        options: {table_size: 10}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:1:11: option name 'table_size' must be lower-case words joined by dashes"),
                Arguments.of("an unknown option in SQL", """
                        transactions: {t1: {weight: 1, statements: ["SELECT ${nope}"]}}
                        """, "test.yaml:1:45: statement 1 of transaction t1 writes ${nope}, which is not an option of this file"),
                Arguments.of("a text option in a count", """
                        options: {region: eu}
                        tables: {t: {rows: region, columns: {id: INTEGER}}}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:2:20: rows of table t 'region' uses option region, whose default 'eu' is not a whole number"),
                Arguments.of("a weight of a choice below one", """
                        tables: {t: {rows: 1, columns: {r: {type: TEXT, data: {choice: {eu: 0}}}}}}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:1:69: the weight of choice 'eu' of data of column r of table t is 0; give 1 or more"),
                Arguments.of("a date that is not one", """
                        tables: {t: {rows: 1, columns: {r: {type: TEXT, data: {timestamp: [2024-13-01, 2024-12-31]}}}}}
                        transactions: {t1: {weight: 1, statements: [SELECT 1]}}
                        """, "test.yaml:1:68: the timestamps of data of column r of table t '2024-13-01' is not a date"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    void isOneLineAtItsPlace(String what, String yaml, String expected) {
        assertThatThrownBy(() -> Examples.of(yaml)).isInstanceOf(UsageException.class)
                .satisfies(e -> assertThat(e.getMessage()).startsWith(expected).doesNotContain("\n"));
    }

    static Stream<Arguments> valueMistakes() {
        String file = """
                options: {rows: 100, region: eu}
                tables: {t: {rows: rows - 200, columns: {id: {type: INTEGER, data: {sequence: 1}}}}}
                transactions:
                  t1:
                    weight: 1
                    params: {id: {uniform: [rows, 10]}}
                    statements: ["SELECT :id FROM t WHERE r = '${region}'"]
                """;
        return Stream.of(
                Arguments.of(file, Map.of("rows", "300"), "test.yaml:6:28: the range 300..10 of parameter id of transaction t1 is empty"),
                Arguments.of(file, Map.of("rows", "5"), "test.yaml:2:20: rows of table t is -195 (rows - 200); give option values"),
                Arguments.of(file, Map.of("rows", "abc"), "--set rows=abc is not a whole number; give a number such as 100"),
                Arguments.of(file, Map.of("rows", "1000,10000"), "--set rows=1000,10000 gives several values where one"
                        + " configuration takes one; give one value"),
                Arguments.of(file.replace("[rows, 10]", "[2147483000, 2147484000]"), Map.of("rows", "300"),
                        "test.yaml:6:28: parameter id of transaction t1 draws 2147483000 to 2147484000, beyond the"));
    }

    @ParameterizedTest
    @MethodSource("valueMistakes")
    void optionValuesThatBreakTheFileAreMistakesAtTheirPlace(String yaml, Map<String, String> given, String expected) {
        assertThatThrownBy(() -> Examples.configure(Examples.of(yaml), given)).isInstanceOf(UsageException.class)
                .satisfies(e -> assertThat(e.getMessage()).startsWith(expected).doesNotContain("\n"));
    }

    /** A text option takes its value whole, commas and all: only a number option's comma list means several values. */
    @Test
    void aTextOptionMayHoldCommas() {
        FileRun run = Examples.configure(Examples.of("""
                options: {regions: "1"}
                transactions: {t1: {weight: 1, statements: ["SELECT 1 FROM t WHERE r IN (${regions})"]}}
                """), Map.of("regions", "1,2"));
        assertThat(run.settings()).containsEntry("regions", "1,2");
    }
}
