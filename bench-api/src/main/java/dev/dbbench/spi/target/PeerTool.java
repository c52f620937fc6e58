package dev.dbbench.spi.target;

import java.util.Objects;

/**
 * A tool users compare a server's results with, and the option that makes it encrypt: {@code sysbench} and
 * {@code --mysql-ssl=on}. Immutable.
 *
 * @param name          the tool's name, as users know it
 * @param encryptOption the option that makes the tool encrypt its connections
 */
public record PeerTool(String name, String encryptOption) {

    /**
     * Checks that no component is null.
     *
     * @param name          the tool's name, as users know it
     * @param encryptOption the option that makes the tool encrypt its connections
     * @throws NullPointerException when a component is null
     */
    public PeerTool {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(encryptOption, "encryptOption");
    }
}
