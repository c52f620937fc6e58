package dev.dbbench.targets.mysql;

/**
 * The target contract and MySQL specifics of {@link MySqlTargetIT} against MySQL 8 itself (DBBENCH_MYSQL8_*,
 * scripts/setup-mysql8.sh): caching_sha2_password logins, local_infile off by default, MySQL 8's TLS.
 */
class MySql8TargetIT extends MySqlTargetIT {

    @Override
    protected String envPrefix() {
        return "DBBENCH_MYSQL8";
    }
}
