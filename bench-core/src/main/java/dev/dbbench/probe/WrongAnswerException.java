package dev.dbbench.probe;

/**
 * The server answered the probe's query with another value than every server gives: it did other work than the probe
 * defines (or computed it wrongly), so its rate would compare with nothing and is not reported.
 */
public final class WrongAnswerException extends Exception {
    private final String answer;

    public WrongAnswerException(String answer, String expected) {
        super("the server answered the CPU probe with " + answer + " where every server answers " + expected
                + ", so its work differs and no rate is reported");
        this.answer = answer;
    }

    /** What the server answered ({@code COUNT:SUM}, or {@code no row}). */
    public String answer() {
        return answer;
    }
}
