package dev.dbbench.capture.source;

import java.sql.Types;
import java.util.Optional;

/**
 * A column as the catalog and one scan of its table describe it. Its least and greatest values are kept only for
 * numbers and times, whose range a generator draws from; text is described by its lengths alone.
 *
 * @param jdbcType   its {@link java.sql.Types} code
 * @param size       its length or precision
 * @param scale      digits after the point
 * @param distinct   distinct values other than NULL
 * @param nulls      rows where it is NULL
 * @param min        the least value of a number or time
 * @param max        the greatest value of a number or time
 * @param minLength  the shortest text, in characters
 * @param avgLength  the average length of text
 * @param maxLength  the longest text
 */
public record Column(String name, int jdbcType, String typeName, int size, int scale, boolean nullable, boolean autoIncrement,
                     long distinct, long nulls, Optional<String> min, Optional<String> max, int minLength, double avgLength,
                     int maxLength) {

    public boolean number() {
        return switch (jdbcType) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.DECIMAL, Types.NUMERIC, Types.REAL, Types.FLOAT,
                 Types.DOUBLE, Types.BIT, Types.BOOLEAN -> true;
            default -> false;
        };
    }

    public boolean integer() {
        return switch (jdbcType) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.BIT, Types.BOOLEAN -> true;
            case Types.DECIMAL, Types.NUMERIC -> scale == 0;
            default -> false;
        };
    }

    public boolean time() {
        return jdbcType == Types.DATE || jdbcType == Types.TIMESTAMP || jdbcType == Types.TIMESTAMP_WITH_TIMEZONE;
    }

    public boolean text() {
        return switch (jdbcType) {
            case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR, Types.LONGNVARCHAR, Types.CLOB -> true;
            default -> false;
        };
    }

    /** The value as the statistics query reads it: its range for numbers and times, its length for text. */
    Column withStats(long distinct, long nulls, Optional<String> min, Optional<String> max, int minLength, double avgLength, int maxLength) {
        return new Column(name, jdbcType, typeName, size, scale, nullable, autoIncrement, distinct, nulls, min, max, minLength, avgLength,
                maxLength);
    }
}
