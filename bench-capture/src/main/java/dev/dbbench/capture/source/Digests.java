package dev.dbbench.capture.source;

import dev.dbbench.capture.sql.Lexer;
import dev.dbbench.capture.sql.Shape;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Snapshots of a server's statement statistics (MySQL's {@code performance_schema} digest summary, PostgreSQL's
 * {@code pg_stat_statements}) by shape; the window is the difference of two. Each query returns the statement's
 * normalised text, calls, rows and microseconds, in that order, and takes the same arguments; the queries' rows of
 * one shape add up.
 */
final class Digests {
    private final List<String> queries;
    private final Object[] args;
    private final boolean doubleQuotesString;
    private Map<String, ShapeStats> first = Map.of();

    Digests(List<String> queries, boolean doubleQuotesString, Object... args) {
        this.queries = List.copyOf(queries);
        this.args = args;
        this.doubleQuotesString = doubleQuotesString;
    }

    void begin(Connection c) throws SQLException {
        first = snapshot(c);
    }

    Map<String, ShapeStats> end(Connection c) throws SQLException {
        Map<String, ShapeStats> out = new HashMap<>();
        snapshot(c).forEach((shape, now) -> {
            ShapeStats d = now.minus(first.getOrDefault(shape, ShapeStats.NONE));
            if (d.calls() > 0) {
                out.put(shape, d);
            }
        });
        return out;
    }

    private Map<String, ShapeStats> snapshot(Connection c) throws SQLException {
        Map<String, ShapeStats> out = new HashMap<>();
        for (String query : queries) {
            try (PreparedStatement ps = c.prepareStatement(query)) {
                for (int i = 0; i < args.length; i++) {
                    ps.setObject(i + 1, args[i]);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        String text = rs.getString(1);
                        if (text != null) {
                            String shape = Shape.of(Lexer.tokens(text, doubleQuotesString));
                            out.merge(shape, new ShapeStats(rs.getLong(2), rs.getLong(3), rs.getLong(4)), ShapeStats::plus);
                        }
                    }
                }
            }
        }
        return out;
    }
}
