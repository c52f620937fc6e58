package dev.dbbench.binder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Every rule of a workload class, broken once: one line that names the class or member and says what to do. */
class BindingMistakesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "NoBenchmark              | Broken.NoBenchmark: add @Benchmark(id = \"...\", description = \"...\")",
        "BadId                    | Broken.BadId: @Benchmark id 'Bad Id' is not one word in lower case",
        "NotAnnotatedWorkload     | Broken.NotAnnotatedWorkload: add 'implements AnnotatedWorkload' and list the class in META-INF",
        "NoConstructor            | Broken.NoConstructor: add a public constructor without parameters",
        "NotPublicTransaction     | Broken.NotPublicTransaction.t: @Transaction methods are called by dbbench; make it public",
        "StaticTransaction        | Broken.StaticTransaction.t: @Transaction methods run on an instance; remove static",
        "WrongParam               | Broken.WrongParam.t: parameter 2 is a String, which a @Transaction method does not take; take any of",
        "TwoCounters              | Broken.TwoCounters.t: takes more than one Counter; take it once",
        "WrongReturn              | Broken.WrongReturn.t: returns int; an @Transaction method returns void or boolean",
        "CheckedException         | Broken.CheckedException.t: throws IOException; throw SQLException (or an unchecked exception) instead",
        "NegativeWeight           | Broken.NegativeWeight.t: weight -1 is negative; give 0 or more",
        "SameName                 | Broken.SameName.u: another transaction is named t (or t_rollback); give it another name",
        "NoTransaction            | Broken.NoTransaction: has no @Transaction method; add one",
        "StaticParam              | Broken.StaticParam.rows: a @Param is set on each instance; make it an instance field",
        "FinalParam               | Broken.FinalParam.rows: a @Param is set after the instance is made; remove final",
        "UnsupportedParam         | Broken.UnsupportedParam.time: a @Param of type Duration cannot be read from the command line",
        "TwoDefaults              | Broken.TwoDefaults.rows: @Param gives 2 default values; give exactly one",
        "BadDefault               | Broken.BadDefault.rows: the @Param default does not fit: --rows ten is not a whole number",
        "TwoVerify                | Broken.TwoVerify.b: Broken.TwoVerify has two @Verify methods (a and b); keep one",
        "VerifyReturnsVoid        | Broken.VerifyReturnsVoid.check: returns void; an @Verify method returns List",
        "WorkerSetupOnWorkload    | Broken.WorkerSetupOnWorkload.open: @Setup(Level.WORKER) belongs on the @State class",
        "TrialSetupOnState        | Broken.TrialSetupOnState.S.open: a @State class has @Setup(Level.WORKER) only",
        "TransactionOnState       | Broken.TransactionOnState.S.t: @Transaction belongs on the workload class, not the @State class",
        "InnerState               | Broken.InnerState.S: a nested @State class needs no outer instance; make it static",
        "TwoStates                | Broken.TwoStates: its methods take 2 @State classes (Broken.TwoStates.A, Broken.TwoStates.B)",
        "PauseWithOneString       | Broken.PauseWithOneString.pause: takes one String; take two",
        "PauseReturnsInt          | Broken.PauseReturnsInt.pause: returns int; an @Pause method returns long",
    })
    void eachMistakeIsOneLineNamingTheMemberAndTheFix(String type, String line) throws ClassNotFoundException {
        Class<?> broken = Class.forName(Broken.class.getName() + "$" + type);
        assertThat(problems(broken)).singleElement().asString().startsWith(line).doesNotContain("\n");
    }

    @Test
    void everyMistakeOfAClassIsReportedAtOnce() {
        assertThat(problems(Broken.ManyMistakes.class)).containsExactlyInAnyOrder(
                "Broken.ManyMistakes.rows: a @Param is set on each instance; make it an instance field",
                "Broken.ManyMistakes.t: @Transaction methods are called by dbbench; make it public",
                "Broken.ManyMistakes.t: weight -2 is negative; give 0 or more");
    }

    @Test
    void theMessageHasOneLinePerMistake() {
        BindingException e = catchThrowableOfType(() -> Binder.bind(Broken.ManyMistakes.class), BindingException.class);
        assertThat(e.getMessage().lines()).hasSize(3);
        assertThat(e.workloadClass()).isEqualTo(Broken.ManyMistakes.class);
    }

    private static List<String> problems(Class<?> type) {
        BindingException e = catchThrowableOfType(() -> Binder.bind(type), BindingException.class);
        assertThat(e).as("%s does not bind", type.getSimpleName()).isNotNull();
        return e.problems();
    }
}
