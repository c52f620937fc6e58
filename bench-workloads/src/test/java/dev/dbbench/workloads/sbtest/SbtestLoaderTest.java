package dev.dbbench.workloads.sbtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SbtestLoaderTest {

    @Test
    void oneTableIsSplitSoThatEveryThreadHasWork() {
        List<SbtestLoader.Chunk> chunks = SbtestLoader.chunks(1, 10_000, 8);
        assertThat(chunks).hasSize(8);
        assertCovers(chunks, 1, 10_000);
    }

    @Test
    void clientsSharingALoadGetEqualSharesOfEveryTableAndTogetherEveryRowOnce() {
        for (int tables : new int[] {1, 3, 4, 16}) {
            for (int clients : new int[] {2, 3, 4, 7}) {
                List<SbtestLoader.Chunk> all = SbtestLoader.chunks(tables, 120_001, clients, clients);
                assertCovers(all, tables, 120_001);
                long[] rows = new long[clients];
                for (int i = 0; i < all.size(); i++) {
                    rows[i % clients] += all.get(i).rows();
                }
                long most = java.util.Arrays.stream(rows).max().orElseThrow();
                long least = java.util.Arrays.stream(rows).min().orElseThrow();
                assertThat(most - least).as(tables + " tables, " + clients + " clients").isLessThanOrEqualTo(tables);
            }
        }
    }

    @Test
    void manyTablesAreNotSplitBeyondTheChunkSize() {
        List<SbtestLoader.Chunk> chunks = SbtestLoader.chunks(16, 10_000, 8);
        assertThat(chunks).hasSize(16);
        assertCovers(chunks, 16, 10_000);
        // Round-robin: the first chunks handed out belong to different tables.
        assertThat(chunks.subList(0, 8)).extracting(SbtestLoader.Chunk::table).doesNotHaveDuplicates();
    }

    @Test
    void bigTablesAreCutIntoChunksOfAtMostTheChunkSize() {
        List<SbtestLoader.Chunk> chunks = SbtestLoader.chunks(2, 1_000_001, 4);
        assertThat(chunks).allSatisfy(c -> assertThat(c.rows()).isLessThanOrEqualTo(SbtestLoader.CHUNK_ROWS));
        assertCovers(chunks, 2, 1_000_001);
    }

    @Test
    void tinyTablesGetNoEmptyChunks() {
        List<SbtestLoader.Chunk> chunks = SbtestLoader.chunks(1, 3, 16);
        assertThat(chunks).hasSize(3).allSatisfy(c -> assertThat(c.rows()).isEqualTo(1));
    }

    private static void assertCovers(List<SbtestLoader.Chunk> chunks, int tables, long rows) {
        for (int t = 1; t <= tables; t++) {
            int table = t;
            List<SbtestLoader.Chunk> own = chunks.stream().filter(c -> c.table() == table)
                    .sorted(java.util.Comparator.comparingLong(SbtestLoader.Chunk::first)).toList();
            long next = 1;
            for (SbtestLoader.Chunk c : own) {
                assertThat(c.first()).isEqualTo(next);
                assertThat(c.last()).isGreaterThanOrEqualTo(c.first());
                next = c.last() + 1;
            }
            assertThat(next - 1).as("rows of table %s", t).isEqualTo(rows);
        }
    }
}
