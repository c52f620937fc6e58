package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.Outage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Outage windows: when they close, and how listeners hear of them. */
class OutagesTest {
    private final Outages outages = new Outages();
    private final List<String> heard = new ArrayList<>();
    private final IntervalListener listener = new IntervalListener() {
        @Override
        public void onInterval(dev.dbbench.result.IntervalResult interval, org.HdrHistogram.Histogram latency) {
        }

        @Override
        public void onOutageStart(Instant firstFailure, String instanceBefore) {
            heard.add("start " + instanceBefore);
        }

        @Override
        public void onOutageEnd(Outage window) {
            heard.add("end " + window.instanceBefore() + "->" + window.instanceAfter());
        }
    };

    @Test
    void anAttemptThatStartedBeforeTheFailureDoesNotEndTheOutage() {
        long before = outages.epoch();
        outages.failed("a", false);
        outages.recovered("a", before);
        assertThat(outages.active()).isTrue();

        outages.recovered("b", outages.epoch());
        assertThat(outages.active()).isFalse();
        assertThat(outages.windows()).singleElement().satisfies(w -> {
            assertThat(w.instanceBefore()).isEqualTo("a");
            assertThat(w.instanceAfter()).isEqualTo("b");
        });
    }

    @Test
    void listenersHearEachStartOnceAndThenItsEnd() {
        outages.publish(listener);
        outages.failed("a", false);
        outages.publish(listener);
        outages.publish(listener);
        outages.recovered("a", outages.epoch());
        outages.failed("a", false);
        outages.recovered("b", outages.epoch());
        outages.failed("b", false);
        outages.publish(listener);
        outages.closeOpen("b");
        outages.publish(listener);
        outages.publish(listener);

        assertThat(heard).containsExactly("start a", "end a->a", "start a", "end a->b", "start b", "end b->b");
    }

    @Test
    void aWindowOpenedAndClosedBetweenTwoCallsIsHeardWhole() {
        outages.failed("a", false);
        outages.recovered("a", outages.epoch());
        outages.publish(listener);

        assertThat(heard).containsExactly("start a", "end a->a");
    }
}
