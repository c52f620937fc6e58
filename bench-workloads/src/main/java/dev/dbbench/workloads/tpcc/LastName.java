package dev.dbbench.workloads.tpcc;

/**
 * Customer last names (clause 4.3.2.3): the three digits of a number from 0 to 999 each pick a syllable,
 * so 371 is PRICALLYOUGHT. All thousand are built once; workers share them.
 */
final class LastName {
    private static final String[] SYLLABLES = {"BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"};
    private static final String[] NAMES = new String[1000];

    static {
        for (int n = 0; n < NAMES.length; n++) {
            NAMES[n] = SYLLABLES[n / 100] + SYLLABLES[n / 10 % 10] + SYLLABLES[n % 10];
        }
    }

    private LastName() {
    }

    /** The last name of number {@code n}, 0 to 999. */
    static String of(int n) {
        return NAMES[n];
    }
}
