package dev.dbbench.engine.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.testing.FakeWire;
import org.junit.jupiter.api.Test;

class WireEngineTest {
    private static final ConnectionSpec SPEC = ConnectionSpec.of("127.0.0.1", 1, "u", dev.dbbench.spi.target.Secret.none(), "db");

    private static WireEngine engine(int loops) {
        return new WireEngine(new FakeWire.Client(), SPEC, loops);
    }

    @Test
    void byDefaultEachWorkerHasItsOwnLoop() {
        WireEngine auto = engine(WireEngine.AUTO);
        assertThat(auto.loopsFor(1)).isEqualTo(1);
        assertThat(auto.loopsFor(64)).isEqualTo(64);
        assertThat(auto.loopsFor(1024)).isEqualTo(1024);
    }

    @Test
    void byDefaultTheWireClientsOwnRuleDecides() {
        FakeWire.Client twoBeyondSixteen = new FakeWire.Client() {
            @Override
            public int autoLoops(int workers) {
                return workers <= 16 ? workers : 2;
            }
        };
        WireEngine auto = new WireEngine(twoBeyondSixteen, SPEC, WireEngine.AUTO);
        assertThat(auto.loopsFor(16)).isEqualTo(16);
        assertThat(auto.loopsFor(64)).isEqualTo(2);
        assertThat(new WireEngine(twoBeyondSixteen, SPEC, 8).loopsFor(64)).as("--event-loops wins").isEqualTo(8);
    }

    @Test
    void aGivenNumberOfLoopsIsKeptButNeverExceedsTheWorkers() {
        assertThat(engine(3).loopsFor(64)).isEqualTo(3);
        assertThat(engine(3).loopsFor(2)).isEqualTo(2);
    }
}
