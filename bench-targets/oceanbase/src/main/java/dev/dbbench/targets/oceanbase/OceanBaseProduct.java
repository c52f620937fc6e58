package dev.dbbench.targets.oceanbase;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which OceanBase a server is, read from its {@code version_comment}: {@code VERSION()} reports the
 * MySQL version it mimics (5.7.25), while the comment names the kernel and the edition, e.g.
 * {@code OceanBase_CE 4.2.1.8 (r...)}, {@code OceanBase 4.3.5.3 seekdb (r1.4.0.0) ...}.
 *
 * @param product {@code OceanBase}, {@code OceanBase CE} or {@code OceanBase seekdb}
 * @param version the kernel version, e.g. {@code 4.3.5.3}
 */
public record OceanBaseProduct(String product, String version) {
    private static final Pattern COMMENT = Pattern.compile("OceanBase(_CE)?\\s+v?(\\d+(?:\\.\\d+)+)\\s*(\\S*)");

    /** Parses {@code versionComment}; when it says nothing recognisable, the product is plain OceanBase at {@code mysqlVersion}. */
    public static OceanBaseProduct of(String versionComment, String mysqlVersion) {
        Matcher m = COMMENT.matcher(versionComment == null ? "" : versionComment);
        if (!m.find()) {
            return new OceanBaseProduct("OceanBase", mysqlVersion);
        }
        String edition = m.group(1) != null ? " CE" : m.group(3).toLowerCase(Locale.ROOT).equals("seekdb") ? " seekdb" : "";
        return new OceanBaseProduct("OceanBase" + edition, m.group(2));
    }
}
