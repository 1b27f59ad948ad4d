package io.pipespec.processor.validation;

import org.apiguardian.api.API;

/**
 * The stable tag of every diagnostic the processor reports, printed in brackets at the start of the
 * message (such as {@code [PipespecNoUnderTest]}) so that users and tests can search for it. Never
 * rename a tag: build logs and documentation refer to them.
 *
 * <p>Each tag carries what it concerns ({@link Topic}), what is wrong and how to fix it, one
 * sentence each; {@code docs/reference/compile-errors.md} is rendered from them (a test of this
 * module fails when that page is out of date). The texts may use Markdown code spans.
 */
@API(status = API.Status.INTERNAL)
public enum ErrorTag {
  PipespecInternalError(
      Topic.PROCESSOR,
      "The processor itself failed on a test class with an unexpected exception; this is a bug in"
          + " Pipespec, not in the test.",
      "Report it with the stack trace printed after the message; until it is fixed, find the"
          + " annotation that triggers it by removing annotations one at a time."),
  PipespecSuiteNameTaken(
      Topic.PROCESSOR,
      "A class already has the name of the suite the processor generates for a test class"
          + " (`Pipespec_` followed by the test class's name, in its package).",
      "Rename that class: names that start with `Pipespec_` are kept for generated suites."),

  PipespecTestClassKind(
      Topic.TEST_CLASS,
      "A `@PipelineTest` or `@FunctionTest` is not on a top-level or member class (an interface,"
          + " enum, record or local class), or one class carries both annotations.",
      "Declare the test as a class at the top level or nested in a class, and keep one kind of"
          + " test per class."),
  PipespecPrivateClass(
      Topic.TEST_CLASS,
      "A `@Scenario` class is private, so the generated suite cannot refer to it.",
      "Make it package-private."),
  PipespecNestedTestClass(
      Topic.TEST_CLASS,
      "A `@PipelineTest` or `@FunctionTest` class is nested in another class, and Maven"
          + " Surefire's default excludes skip nested classes, so `mvn test` would never run it.",
      "Move it to a top-level class in a file of its own; to test several cases of one"
          + " `@UnderTest`, give it `@Scenario` classes."),
  PipespecGenericClass(
      Topic.TEST_CLASS,
      "A test class has type parameters, but the suite creates and names it without type"
          + " arguments.",
      "Remove the type parameters."),
  PipespecScenarioNotNested(
      Topic.TEST_CLASS,
      "A `@Scenario` class is not nested in a `@PipelineTest` or `@FunctionTest` class, so no"
          + " suite runs it.",
      "Move it into the test class whose `@UnderTest` it exercises."),
  PipespecScenarioNotStatic(
      Topic.TEST_CLASS, "A `@Scenario` class is an inner (non-static) class.", "Make it `static`."),
  PipespecNoExpectations(
      Topic.TEST_CLASS,
      "A scenario has no expectation method, so it would test nothing.",
      "Add an expectation method (such as `@ExpectContains` or `@Satisfies`) to it, or remove"
          + " the scenario."),
  PipespecExpectationOutsideScenario(
      Topic.TEST_CLASS,
      "An expectation method is declared on a test class that has `@Scenario` classes, so it"
          + " belongs to no scenario.",
      "Move it into one of the `@Scenario` classes."),
  PipespecMisplacedAnnotation(
      Topic.TEST_CLASS,
      "An annotation is where nothing reads it: an expectation, `@UnderTest`, `@Runners` or"
          + " `@Explore` outside a test or scenario class, a function-test annotation outside a"
          + " `@FunctionTest`, `@Runners` on a function test, or `@Where` on an expectation that"
          + " judges no elements.",
      "Move the annotation to the class or method the message names, or remove it."),
  PipespecPrivateMember(
      Topic.TEST_CLASS,
      "An `@UnderTest` method, an `@Input` member or an expectation method is private, so the"
          + " generated suite cannot reach it.",
      "Make it package-private."),
  PipespecCheckedException(
      Topic.TEST_CLASS,
      "An `@UnderTest` method or an `@Input` method declares a checked exception.",
      "Remove it from the `throws` clause and wrap it in an unchecked exception."),
  PipespecInaccessibleType(
      Topic.TEST_CLASS,
      "A parameter or return type of the `@UnderTest` method uses a type that the generated suite,"
          + " in the test's package, cannot refer to (such as a private nested class).",
      "Make that type (and the classes that enclose it) public, or package-private in the test's"
          + " package."),
  PipespecNoConstructor(
      Topic.TEST_CLASS,
      "A `@Satisfies` method is an instance method, but its class has no constructor without"
          + " parameters that the suite can call.",
      "Add a non-private constructor without parameters (and make the class not abstract), or"
          + " make the method `static`."),

  PipespecNoUnderTest(
      Topic.UNDER_TEST,
      "A test class has no `@UnderTest` method, so there is nothing to test.",
      "Add a static `@UnderTest` method: in a pipeline test one that takes the inputs as"
          + " `PCollection<T>`s and returns the output, in a function test one that returns the"
          + " `DoFn`, in a job test a `void` one that builds the job on a `Pipeline`."),
  PipespecTwoUnderTests(
      Topic.UNDER_TEST,
      "A test class has more than one `@UnderTest` method.",
      "Remove `@UnderTest` from all but one; to test several outputs of a transform, return a"
          + " record of `PCollection`s."),
  PipespecUnderTestNotStatic(
      Topic.UNDER_TEST, "An `@UnderTest` method is not static.", "Make it `static`."),
  PipespecUnderTestGeneric(
      Topic.UNDER_TEST,
      "An `@UnderTest` method has type parameters, so its element types are unknown at compile"
          + " time.",
      "Remove them and use the exact element types."),
  PipespecUnderTestNoParameters(
      Topic.UNDER_TEST,
      "The `@UnderTest` method of a `@PipelineTest` takes no input.",
      "Add a `PCollection<T>` parameter for each input of the transform."),
  PipespecUnderTestParameter(
      Topic.UNDER_TEST,
      "A parameter of the `@UnderTest` method is not a `PCollection<T>` with its element type.",
      "Declare each parameter as a `PCollection` of its exact element type, such as"
          + " `PCollection<String>`."),
  PipespecUnderTestReturn(
      Topic.UNDER_TEST,
      "The `@UnderTest` method of a `@PipelineTest` returns neither a `PCollection<T>` nor a"
          + " record whose components are all `PCollection<T>`s.",
      "Return the output `PCollection<T>`, or a record with one `PCollection<T>` component per"
          + " output."),

  PipespecInputNotStatic(
      Topic.INPUT, "An `@Input` field or method is not static.", "Make it `static`."),
  PipespecInputParameters(
      Topic.INPUT,
      "An `@Input` method takes parameters, but it is called without arguments.",
      "Remove the parameters."),
  PipespecInputUnknownParameter(
      Topic.INPUT,
      "An `@Input` is named after no parameter of the `@UnderTest` method.",
      "Name the member after a parameter, or give the parameter's name in `@Input(\"name\")`."),
  PipespecDuplicateInput(
      Topic.INPUT,
      "Two `@Input`s of one scenario feed the same parameter of the `@UnderTest` method.",
      "Remove one of them, or name the parameter each feeds with `@Input(\"name\")`."),
  PipespecMissingInput(
      Topic.INPUT,
      "A scenario has no `@Input` (or `@Timeline`) for a parameter of the `@UnderTest` method.",
      "Add an `@Input` static field or method named after the parameter to the scenario, or to"
          + " the test class to share it among scenarios."),
  PipespecInputType(
      Topic.INPUT,
      "An `@Input` is neither an `Iterable<T>`, a `Create.Values<T>` nor a `TestStream<T>`, or it"
          + " is a raw type.",
      "Make it an `Iterable<T>` (such as `List<T>`), a `Create.Values<T>` or a `TestStream<T>` of"
          + " the element type it feeds."),
  PipespecInputElementType(
      Topic.INPUT,
      "The element type of an `@Input` differs from the element type of the `PCollection`"
          + " parameter it feeds.",
      "Give the input the parameter's element type."),

  PipespecExpectationNotVoid(
      Topic.EXPECTATION,
      "An expectation method returns a value.",
      "Make it `void`: it only names the expectation."),
  PipespecExpectationParameters(
      Topic.EXPECTATION,
      "An expectation method that Pipespec does not call (any but `@Satisfies`, such as"
          + " `@ExpectContains`) takes parameters.",
      "Remove them: the method only names the expectation (use `@Satisfies` to check the output"
          + " in code)."),
  PipespecTwoExpectations(
      Topic.EXPECTATION,
      "One method carries two expectation annotations.",
      "Each expectation is its own method: move one annotation to a new method."),
  PipespecOverloadedExpectation(
      Topic.EXPECTATION,
      "A class has several methods with the name of an expectation method, but an expectation is"
          + " found by its name.",
      "Rename the others."),
  PipespecUnknownOutput(
      Topic.EXPECTATION,
      "An expectation names an output (`output = \"...\"`, or the left or right output of"
          + " `@ExpectDiff`) that the `@UnderTest` method does not have.",
      "Use one of the outputs the message lists."),
  PipespecOutputRequired(
      Topic.EXPECTATION,
      "An expectation does not say which output it checks, and the `@UnderTest` method has"
          + " several.",
      "Add `output = \"...\"` with one of the outputs the message lists."),
  PipespecSatisfiesParameter(
      Topic.EXPECTATION,
      "A `@Satisfies` method does not take exactly one parameter of a type that can hold the"
          + " output (or, in a function test, the function's harness).",
      "Give it the one parameter the message suggests, such as `List<T>` of the output's element"
          + " type or the function's `StatefulFunctionHarness`."),
  PipespecWhereWithoutExpectation(
      Topic.EXPECTATION,
      "`@Where` narrows the elements of an expectation, but its method has no expectation"
          + " annotation, so it would be ignored.",
      "Add an expectation annotation beside it, such as `@ExpectContains`, or remove `@Where`."),

  PipespecExpectContainsEmpty(
      Topic.VALUES,
      "`@ExpectContains` lists no element.",
      "To expect no element, use `@ExpectEmpty` instead."),
  PipespecBadLiteral(
      Topic.VALUES,
      "A literal (an expected value, or an element of a `@Timeline`) cannot be read as the"
          + " element type it is written for.",
      "Write the literal as the message explains for that type, or check the output with"
          + " `@Satisfies` in code."),
  PipespecUnsupportedLiteralType(
      Topic.VALUES,
      "Literals are written for a type that has none: literals cover `String`, the boxed"
          + " primitives, enums, records, `List<T>`, `KV<K, V>`, `java.time` and Joda `Instant`"
          + " and `Duration`, and types with a public static `valueOf`, `parse`, `of` or"
          + " `fromString` taking a `String`.",
      "Supply the values from code with `from = \"...\"` where the annotation has it, or check"
          + " with `by = \"...\"` or `@Satisfies`."),
  PipespecNoExpectedValues(
      Topic.VALUES,
      "An expectation that compares with expected values gives none.",
      "List them (or give `value`), or name a static member that supplies them with"
          + " `from = \"...\"`; to expect no element, use `@ExpectEmpty`."),
  PipespecConflictingValues(
      Topic.VALUES,
      "An expectation gives its expected values in two ways that contradict each other, such as"
          + " both `value` and `from`.",
      "Keep one of them."),
  PipespecNegativeSize(
      Topic.VALUES,
      "An expectation expects a negative number of elements.",
      "Give a number of elements, 0 or more."),
  PipespecSupplierMissing(
      Topic.VALUES,
      "`from = \"...\"` names a method or field that the test class, its scenario and the classes"
          + " enclosing them do not have.",
      "Add a static method without parameters or a static field of that name, or fix the name"
          + " (`name` for a field, `name()` for a method)."),
  PipespecSupplierMember(
      Topic.VALUES,
      "The member `from = \"...\"` names cannot supply values: it is not static, is private,"
          + " takes parameters or returns nothing.",
      "Make it a static, package-private field or method without parameters that returns the"
          + " values."),
  PipespecSupplierType(
      Topic.VALUES,
      "The member `from = \"...\"` names has a type that does not hold the output's elements.",
      "Make it an `Iterable` of the output's element type (for `@ExpectMap` also a `Map`), or the"
          + " element type itself for `@ExpectSingleton`."),
  PipespecDuplicateMapKey(
      Topic.VALUES,
      "`@ExpectMap` gives the same key twice, but a map has one value per key.",
      "Remove one of the entries."),

  PipespecPredicateMissing(
      Topic.VOCABULARY,
      "`@ExpectAll`, `@ExpectNone` or `@Where` gives no predicate.",
      "Add one of `by = \"methodName\"`, `equal`, `greaterThan`, `greaterThanEq`, `lessThan` or"
          + " `lessThanEq = \"literal\"`."),
  PipespecPredicateNotComparable(
      Topic.VOCABULARY,
      "A predicate compares elements by natural ordering (as Beam's `Filter` does), but the"
          + " output's element type is not `Comparable`.",
      "Use `by = \"...\"` with a static boolean method, or make the element type implement"
          + " `Comparable`."),
  PipespecPredicateMethodMissing(
      Topic.VOCABULARY,
      "`by = \"...\"` names a method that the test class, its scenario and the classes enclosing"
          + " them do not have.",
      "Add `static boolean name(T element)` for the output's element type `T`, or fix the name."),
  PipespecPredicateMethod(
      Topic.VOCABULARY,
      "The method `by = \"...\"` names cannot be the predicate: it is overloaded, not static,"
          + " private, does not return `boolean`, or does not take one element of the output.",
      "Make it one `static boolean` method, not private, taking one parameter of the output's"
          + " element type."),
  PipespecHashNotString(
      Topic.VOCABULARY,
      "`@ExpectHash` hashes `String` elements (as Beam Go's `passert.Hash` does), but the output's"
          + " elements are not `String`s.",
      "Use `@ExpectContains`, or hash an output of `String`."),
  PipespecBadHash(
      Topic.VOCABULARY,
      "The hash of `@ExpectHash` is not a base64-encoded MD5 (24 characters ending in `==`).",
      "Write the hash that Beam Go's `passert.Hash` prints, such as `GH70Q2Ei0cwvQNwrkvDroA==`."),
  PipespecSumNotNumeric(
      Topic.VOCABULARY,
      "`@ExpectSum` sums an output whose elements are not whole or decimal numbers, or are"
          + " floating point, whose sum depends on the order of additions.",
      "Sum an output of `Byte`, `Short`, `Integer`, `Long`, `BigInteger` or `BigDecimal`;"
          + " otherwise use `@ExpectContains`, or `@Satisfies` with a tolerance."),
  PipespecBadSum(
      Topic.VOCABULARY,
      "The sum `@ExpectSum` expects is not a number of the output's kind (a whole number for"
          + " whole-number elements).",
      "Write it in digits, such as `\"42\"` or, for `BigDecimal`, `\"12.5042\"`."),
  PipespecMapNotKv(
      Topic.VOCABULARY,
      "`@ExpectMap` expects a map, but the output's elements are not `KV<K, V>`.",
      "Use `@ExpectContains` for other outputs."),
  PipespecDiffTypes(
      Topic.VOCABULARY,
      "`@ExpectDiff` compares two outputs of different element types, whose elements can never"
          + " be equal.",
      "Compare two outputs of the same element type."),
  PipespecDiffSameOutput(
      Topic.VOCABULARY,
      "`@ExpectDiff` compares an output with itself.",
      "Name two different outputs."),

  PipespecFunctionUnderTest(
      Topic.FUNCTION,
      "The `@UnderTest` method of a `@FunctionTest` takes parameters or type parameters, or does"
          + " not return a keyed `DoFn<KV<K, V>, OutputT>` with exact types.",
      "Return the `DoFn` under test, declared as its own class, from a static method without"
          + " parameters; configure the harness in a `@ConfigureHarness` method."),
  PipespecConfigureHarness(
      Topic.FUNCTION,
      "A `@ConfigureHarness` method has the wrong shape, or a class has more than one.",
      "Keep one, declared as `static void configure(StatefulFunctionHarness.Builder<K, V, O>"
          + " harness)`, not private and without checked exceptions."),
  PipespecMissingTimeline(
      Topic.FUNCTION,
      "A function-test scenario has no `@Timeline`, so the function would never run.",
      "Add a `@Timeline` such as `@Timeline({\"key=value @ 1m\", \"watermark end\"})`; write"
          + " `@Timeline({})` to run no step at all."),
  PipespecUnknownState(
      Topic.FUNCTION,
      "`@ExpectState` names a state that the `DoFn` does not declare.",
      "Use one of the `DoFn`'s `@StateId` ids."),
  PipespecStateLiteralType(
      Topic.FUNCTION,
      "`@ExpectState` expects a literal for a kind of state that literals do not cover (they"
          + " cover `ValueState`, `CombiningState`, `BagState` and `SetState`).",
      "Check that state with a `@Satisfies` method that takes the harness and reads"
          + " `harness.getState(id, key)`."),
  PipespecUnknownTimer(
      Topic.FUNCTION,
      "A timer literal names a timer that the `DoFn` does not declare.",
      "Use one of its `@TimerId` ids, a timer of a family as `family/id`, and quote an id that"
          + " holds spaces: `'my timer' key @ time`."),
  PipespecTimerLiteral(
      Topic.FUNCTION,
      "A timer literal is not written as `timerId key @ time`, or its id, key or time cannot be"
          + " read.",
      "Write it such as `expiry red @ 10m`, or with its window,"
          + " `expiry red @ 9m59.999s in [0, 10m)`."),
  PipespecFunctionOutput(
      Topic.FUNCTION,
      "A `@Satisfies` method of a function test that takes the harness also selects an output,"
          + " but the harness holds every output.",
      "Remove `output = \"...\"`."),

  PipespecBadWindow(
      Topic.EVENT_TIME,
      "A window (in `@Window`, or after `in` in a function-test literal) is not valid: it ends"
          + " before it starts, gives both or neither of end and size, or mixes the global window"
          + " with an interval.",
      "Write an interval such as `[0, 10m)` (or `start` with exactly one of `end` and `size`),"
          + " or the global window alone."),
  PipespecBadTime(
      Topic.EVENT_TIME,
      "A time or duration (in `@Window`, `@BaseTime` or a `@Timeline` step) cannot be read, or is"
          + " negative where time only advances.",
      "Write a duration such as `20m`, `90s`, `1h30m` or `PT20M`, or an ISO-8601 instant for"
          + " `@BaseTime`."),
  PipespecBadPane(
      Topic.EVENT_TIME,
      "`@Pane` has a negative index, or combines a timing that names several panes (such as"
          + " `ONLY`) with an index that names one firing.",
      "Give an index of 0 or more (0 is the first firing), or leave it out; keep one of timing"
          + " and index where they contradict each other."),
  PipespecMisplacedScope(
      Topic.EVENT_TIME,
      "`@Window` or `@Pane` has no effect: its method has no expectation annotation, or the"
          + " expectation does not judge windowed elements of an output (a metric, the function's"
          + " state, or a `@Satisfies` that takes the harness).",
      "Remove it, or name the window in the expectation itself where the message says so."),
  PipespecBadTimeline(
      Topic.EVENT_TIME,
      "A `@Timeline` has no step, or a step is neither an element nor a valid `watermark`,"
          + " `processing` or `bundle` step (the watermark moves backwards, a step follows"
          + " `watermark end`, a quote is not closed, and so on).",
      "Write elements as `value @ time`, watermark steps as `watermark <time>` or"
          + " `watermark end` (last), `processing <duration>`, and quote an element that starts"
          + " with a keyword."),
  PipespecTimelineInput(
      Topic.EVENT_TIME,
      "A `@Timeline` of a pipeline test names an input the `@UnderTest` method does not have, or"
          + " does not name one where there are several; a function test's timeline names one at"
          + " all.",
      "Add `input = \"...\"` with one of the parameters the message lists; in a function test,"
          + " remove `input`."),
  PipespecTimelineAndInput(
      Topic.EVENT_TIME,
      "A parameter gets two inputs in one scenario, its `@Timeline` and an `@Input`.",
      "Remove one of them."),

  PipespecJobUnderTest(
      Topic.JOB,
      "The `@UnderTest` method of a job test does not have the shape"
          + " `static void job(Pipeline p)` or `static void job(Pipeline p, MyOptions options)`.",
      "Return `void`, take the `Pipeline` first and, optionally, the job's own"
          + " `PipelineOptions` interface second; capture what the job writes with `@Output`."),
  PipespecJobOnly(
      Topic.JOB,
      "`@Output`, `@Input(replaces = ...)`, `@Timeline(replaces = ...)`, `@Options` or"
          + " `@RunsAsWritten` is used in a"
          + " test that is not a job test, which cannot honour it.",
      "Remove it, or make the test a job test (an `@UnderTest` method that builds the job on a"
          + " `Pipeline`)."),
  PipespecJobInput(
      Topic.JOB,
      "An input of a job test replaces no read, two inputs replace the same read, or a"
          + " `@Timeline` that replaces a read gives no usable element type.",
      "Give each input `replaces = \"ReadX\"` with the name of a different read transform, and a"
          + " replacing `@Timeline` `type = X.class`, a class without type parameters."),
  PipespecJobOutput(
      Topic.JOB,
      "An `@Output` has an empty `name` or `of`, shares its name with another output, or declares"
          + " a primitive or generic `type`.",
      "Give each `@Output` a name of its own and the write transform it captures"
          + " (`of = \"WriteScores\"`), and a plain class as `type` (`Long.class`, not"
          + " `long.class`)."),
  PipespecRunsAsWritten(
      Topic.JOB,
      "A `@RunsAsWritten` gives no name, a blank name or a name twice (on the scenario and its"
          + " test class too), or names a read the same scenario replaces or a write it captures.",
      "Name each read or write that may touch what is outside the test once, by its transform"
          + " name, and not one the scenario replaces with an input or captures with `@Output`."),
  PipespecOptions(
      Topic.JOB,
      "An `@Options` method is not static, is private, takes parameters, is one of several, or"
          + " returns neither `PipelineOptions` nor `String[]`.",
      "Keep one static, package-private method without parameters that returns the job's"
          + " `PipelineOptions` or its `String[]` arguments."),
  PipespecMetricName(
      Topic.JOB,
      "A metric expectation (such as `@ExpectCounter`) names no metric.",
      "Give the name the job's code gives it, such as `name = \"badLines\"` for"
          + " `Metrics.counter(MyFn.class, \"badLines\")`."),
  PipespecMetricValue(
      Topic.JOB,
      "A metric expectation's value is not a whole number, or `@ExpectDistribution` expects"
          + " nothing.",
      "Write values in digits, such as `value = \"2\"`; give `@ExpectDistribution` at least one of"
          + " `count`, `sum`, `min` and `max`."),

  PipespecBadRunners(
      Topic.RUNNERS_AND_EXPLORATION,
      "`@Runners` names no runner, a blank runner name, or one runner twice.",
      "Name each runner once, as Beam's `--runner` does (such as `\"FlinkRunner\"`), or remove"
          + " `@Runners` to run on the configured runners."),
  PipespecExploreRuns(
      Topic.RUNNERS_AND_EXPLORATION,
      "`@Explore` has a negative `runs`.",
      "Write the most members to run besides the scenario as written, such as `runs = 200`, or"
          + " leave it out to take `pipespec.explore.budget`."),
  PipespecExploreWithin(
      Topic.RUNNERS_AND_EXPLORATION,
      "`@Explore`'s `within` is blank, not a duration, zero or negative.",
      "Write a positive duration such as `20m`, `90s` or `PT20M`, or leave it out to take"
          + " `pipespec.explore.budget`."),
  PipespecNothingToExplore(
      Topic.RUNNERS_AND_EXPLORATION,
      "`@Explore` asks to explore a scenario that has nothing to perturb: no replaced read, no"
          + " element, or at most one element between two advances of time.",
      "Put two or more elements between two advances (or replace a read of a job), or remove"
          + " `@Explore`."),
  PipespecNotExploredWithoutExpectation(
      Topic.RUNNERS_AND_EXPLORATION,
      "`@NotExplored` is on a method without an expectation annotation, so it would be ignored.",
      "Put it on the expectation method that is to be judged on the scenario as written only, or"
          + " remove it."),
  PipespecNotExploredReason(
      Topic.RUNNERS_AND_EXPLORATION,
      "`@NotExplored` gives no reason, which the report shows beside the expectation.",
      "Say why the expectation depends on arrival order or bundling, such as"
          + " `@NotExplored(\"which two elements fill the early pane is the runner's choice\")`.");

  /** What a group of tags concerns, in the order the reference presents them. */
  public enum Topic {
    PROCESSOR("The processor and the generated suite"),
    TEST_CLASS("Test classes, scenarios and members"),
    UNDER_TEST("The `@UnderTest` method"),
    INPUT("Inputs: `@Input`"),
    EXPECTATION("Expectation methods"),
    VALUES("Expected values and literals"),
    VOCABULARY("Predicates, hashes, sums, maps and diffs"),
    FUNCTION("Function tests: `@FunctionTest`"),
    EVENT_TIME("Event time: `@Window`, `@Pane`, `@Timeline`, `@BaseTime`"),
    JOB("Job tests: `@Output`, `@Input(replaces = ...)`, `@Options`, `@RunsAsWritten`, metrics"),
    RUNNERS_AND_EXPLORATION("Runners and exploration: `@Runners`, `@Explore`, `@NotExplored`");

    private final String title;

    Topic(String title) {
      this.title = title;
    }

    /** The title of the topic's section in the reference. */
    public String title() {
      return title;
    }
  }

  private final Topic topic;
  private final String what;
  private final String fix;

  ErrorTag(Topic topic, String what, String fix) {
    this.topic = topic;
    this.what = what;
    this.fix = fix;
  }

  /** The tag as it appears in messages: {@code [PipespecNoUnderTest]}. */
  public String inBrackets() {
    return "[" + name() + "]";
  }

  /** What the tag concerns. */
  public Topic topic() {
    return topic;
  }

  /** What is wrong when the tag is reported, one sentence. */
  public String what() {
    return what;
  }

  /** How to fix it, one sentence. */
  public String fix() {
    return fix;
  }
}
