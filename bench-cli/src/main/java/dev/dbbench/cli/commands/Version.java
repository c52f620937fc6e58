package dev.dbbench.cli.commands;

import dev.dbbench.result.ToolInfo;
import picocli.CommandLine;

final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"dbbench " + ToolInfo.current().version(), "Java " + System.getProperty("java.runtime.version")};
    }
}
