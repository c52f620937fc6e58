package dev.dbbench.binder;

/** The lifecycle methods a workload class may have, at most one of each. */
enum Lifecycle {
    CONFIGURE("@Configure"),
    PREPARE("@Prepare"),
    VERIFY("@Verify"),
    CLEANUP("@Cleanup"),
    SETUP_TRIAL("@Setup(Level.TRIAL)"),
    TEARDOWN_TRIAL("@TearDown(Level.TRIAL)"),
    SETUP_STEP("@Setup(Level.STEP)"),
    TEARDOWN_STEP("@TearDown(Level.STEP)");

    private final String annotation;

    Lifecycle(String annotation) {
        this.annotation = annotation;
    }

    /** The annotation as a user writes it, for messages. */
    String annotation() {
        return annotation;
    }
}
