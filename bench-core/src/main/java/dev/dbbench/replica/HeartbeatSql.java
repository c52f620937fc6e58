package dev.dbbench.replica;

/**
 * The statements on the heartbeat table, in SQL that MySQL, MariaDB and PostgreSQL all take. Each monitor owns one
 * row, by an id of its own, so runs that share a database never write each other's beats.
 *
 * @param now the writer's clock in microseconds as a SQL expression, or {@code 0} when the target cannot say
 */
record HeartbeatSql(String now) {
    static final String TABLE = "dbbench_heartbeat";

    String create() {
        return "CREATE TABLE IF NOT EXISTS " + TABLE + " (id BIGINT NOT NULL PRIMARY KEY, seq BIGINT NOT NULL,"
                + " writer_us BIGINT NOT NULL)";
    }

    String update() {
        return "UPDATE " + TABLE + " SET seq = ?, writer_us = " + now + " WHERE id = ?";
    }

    String insert() {
        return "INSERT INTO " + TABLE + " (seq, writer_us, id) VALUES (?, " + now + ", ?)";
    }

    String read() {
        return "SELECT seq FROM " + TABLE + " WHERE id = ?";
    }

    String delete() {
        return "DELETE FROM " + TABLE + " WHERE id = ?";
    }
}
