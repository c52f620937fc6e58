package dev.dbbench.cli.it.capture;

import dev.dbbench.testing.TestServers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/** The server settings capture changes for its window, read as they stand, so that a test can hold them against later. */
final class Settings {
    private Settings() {
    }

    static Map<String, String> of(TestServers.Server s) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
            if (s.kind() == TestServers.Kind.POSTGRES) {
                for (String name : new String[] {"log_statement", "log_line_prefix"}) {
                    try (ResultSet rs = st.executeQuery("SHOW " + name)) {
                        rs.next();
                        out.put(name, rs.getString(1));
                    }
                }
                try (ResultSet rs = st.executeQuery("SELECT count(*) FROM pg_file_settings WHERE name = 'log_statement'")) {
                    rs.next();
                    out.put("log_statement entries", rs.getString(1));
                }
            } else {
                try (ResultSet rs = st.executeQuery("SELECT @@GLOBAL.general_log, @@GLOBAL.log_output, @@GLOBAL.slow_query_log,"
                        + " @@GLOBAL.long_query_time")) {
                    rs.next();
                    for (int i = 1; i <= 4; i++) {
                        out.put(rs.getMetaData().getColumnLabel(i), rs.getString(i));
                    }
                }
            }
        }
        return out;
    }
}
