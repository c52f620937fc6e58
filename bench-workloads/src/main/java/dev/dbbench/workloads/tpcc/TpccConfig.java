package dev.dbbench.workloads.tpcc;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The options of a TPC-C run, validated.
 *
 * @param warehouses      number of warehouses loaded and used
 * @param mode            the convention: mix and id distributions
 * @param procedures      whether the transactions run as stored procedures on the server
 * @param createProcedures whether {@code prepare} creates the procedures: unless {@code --tpcc-procedures off}, so that
 *                        one database serves runs of both modes
 * @param thinkTime       whether terminals wait keying and think times (clause 5.2.5)
 * @param randomWarehouse whether each transaction draws its warehouse instead of using the terminal's home one
 * @param seed            seed of the workers' random generators
 */
record TpccConfig(int warehouses, TpccMode mode, boolean procedures, boolean createProcedures, boolean thinkTime, boolean randomWarehouse, long seed) {

    Map<String, String> settings() {
        Map<String, String> s = new TreeMap<>();
        s.put("warehouses", Integer.toString(warehouses));
        s.put("tpcc-mode", mode.name().toLowerCase(Locale.ROOT));
        s.put("tpcc-procedures", procedures ? "on" : "off");
        s.put("think-time", thinkTime ? "on" : "off");
        s.put("tpcc-warehouse", randomWarehouse ? "random" : "home");
        s.put("rand-seed", Long.toString(seed));
        return s;
    }
}
