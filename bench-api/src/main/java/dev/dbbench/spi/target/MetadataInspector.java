package dev.dbbench.spi.target;

/** The inspector of a target that reads nothing beyond JDBC metadata: every default of {@link ServerInspector}. */
final class MetadataInspector implements ServerInspector {
    static final MetadataInspector INSTANCE = new MetadataInspector();

    private MetadataInspector() {
    }
}
