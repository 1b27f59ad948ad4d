package io.pipespec.processor.validation;

import org.apiguardian.api.API;

/**
 * The stable tag of every diagnostic the processor reports, printed in brackets at the start of the
 * message (such as {@code [PipespecNoUnderTest]}) so that users and tests can search for it. Never
 * rename a tag: build logs and documentation refer to them.
 *
 * <p>Each tag carries what it concerns ({@link Topic}), what is wrong and how to fix it, one
 * sentence each; {@code docs/reference/compile-errors.md} is rendered from them (a test of this
 * module fails when that page is out of date). The two texts of every tag are prose, kept in {@code
 * error-tags.properties} beside this class (see {@link ErrorTagTexts}) so that this list reads as a
 * list; they may use Markdown code spans.
 */
@API(status = API.Status.INTERNAL)
public enum ErrorTag {
  PipespecInternalError(Topic.PROCESSOR),
  PipespecSuiteNameTaken(Topic.PROCESSOR),

  PipespecTestClassKind(Topic.TEST_CLASS),
  PipespecPrivateClass(Topic.TEST_CLASS),
  PipespecNestedTestClass(Topic.TEST_CLASS),
  PipespecGenericClass(Topic.TEST_CLASS),
  PipespecScenarioNotNested(Topic.TEST_CLASS),
  PipespecScenarioNotStatic(Topic.TEST_CLASS),
  PipespecNoExpectations(Topic.TEST_CLASS),
  PipespecExpectationOutsideScenario(Topic.TEST_CLASS),
  PipespecMisplacedAnnotation(Topic.TEST_CLASS),
  PipespecPrivateMember(Topic.TEST_CLASS),
  PipespecCheckedException(Topic.TEST_CLASS),
  PipespecInaccessibleType(Topic.TEST_CLASS),
  PipespecNoConstructor(Topic.TEST_CLASS),

  PipespecNoUnderTest(Topic.UNDER_TEST),
  PipespecTwoUnderTests(Topic.UNDER_TEST),
  PipespecUnderTestNotStatic(Topic.UNDER_TEST),
  PipespecUnderTestGeneric(Topic.UNDER_TEST),
  PipespecUnderTestNoParameters(Topic.UNDER_TEST),
  PipespecUnderTestParameter(Topic.UNDER_TEST),
  PipespecUnderTestReturn(Topic.UNDER_TEST),

  PipespecInputNotStatic(Topic.INPUT),
  PipespecInputParameters(Topic.INPUT),
  PipespecInputUnknownParameter(Topic.INPUT),
  PipespecDuplicateInput(Topic.INPUT),
  PipespecMissingInput(Topic.INPUT),
  PipespecInputType(Topic.INPUT),
  PipespecInputElementType(Topic.INPUT),

  PipespecExpectationNotVoid(Topic.EXPECTATION),
  PipespecExpectationParameters(Topic.EXPECTATION),
  PipespecTwoExpectations(Topic.EXPECTATION),
  PipespecOverloadedExpectation(Topic.EXPECTATION),
  PipespecUnknownOutput(Topic.EXPECTATION),
  PipespecOutputRequired(Topic.EXPECTATION),
  PipespecSatisfiesParameter(Topic.EXPECTATION),
  PipespecWhereWithoutExpectation(Topic.EXPECTATION),

  PipespecExpectContainsEmpty(Topic.VALUES),
  PipespecBadLiteral(Topic.VALUES),
  PipespecUnsupportedLiteralType(Topic.VALUES),
  PipespecNoExpectedValues(Topic.VALUES),
  PipespecConflictingValues(Topic.VALUES),
  PipespecNegativeSize(Topic.VALUES),
  PipespecSupplierMissing(Topic.VALUES),
  PipespecSupplierMember(Topic.VALUES),
  PipespecSupplierType(Topic.VALUES),
  PipespecDuplicateMapKey(Topic.VALUES),

  PipespecPredicateMissing(Topic.VOCABULARY),
  PipespecPredicateNotComparable(Topic.VOCABULARY),
  PipespecPredicateMethodMissing(Topic.VOCABULARY),
  PipespecPredicateMethod(Topic.VOCABULARY),
  PipespecHashNotString(Topic.VOCABULARY),
  PipespecBadHash(Topic.VOCABULARY),
  PipespecSumNotNumeric(Topic.VOCABULARY),
  PipespecBadSum(Topic.VOCABULARY),
  PipespecMapNotKv(Topic.VOCABULARY),
  PipespecKeyElementType(Topic.VOCABULARY),
  PipespecKeyPath(Topic.VOCABULARY),
  PipespecDiffTypes(Topic.VOCABULARY),
  PipespecDiffSameOutput(Topic.VOCABULARY),

  PipespecFunctionUnderTest(Topic.FUNCTION),
  PipespecConfigureHarness(Topic.FUNCTION),
  PipespecMissingTimeline(Topic.FUNCTION),
  PipespecUnknownState(Topic.FUNCTION),
  PipespecStateLiteralType(Topic.FUNCTION),
  PipespecUnknownTimer(Topic.FUNCTION),
  PipespecTimerLiteral(Topic.FUNCTION),
  PipespecFunctionOutput(Topic.FUNCTION),

  PipespecBadWindow(Topic.EVENT_TIME),
  PipespecBadTime(Topic.EVENT_TIME),
  PipespecBadPane(Topic.EVENT_TIME),
  PipespecMisplacedScope(Topic.EVENT_TIME),
  PipespecBadTimeline(Topic.EVENT_TIME),
  PipespecTimelineInput(Topic.EVENT_TIME),
  PipespecTimelineAndInput(Topic.EVENT_TIME),
  PipespecTakeOver(Topic.EVENT_TIME),
  PipespecBadRetry(Topic.EVENT_TIME),
  PipespecBadRestart(Topic.EVENT_TIME),

  PipespecJobUnderTest(Topic.JOB),
  PipespecJobOnly(Topic.JOB),
  PipespecJobInput(Topic.JOB),
  PipespecJobOutput(Topic.JOB),
  PipespecRunsAsWritten(Topic.JOB),
  PipespecOptions(Topic.JOB),
  PipespecMetricName(Topic.JOB),
  PipespecMetricValue(Topic.JOB),
  PipespecBadEffects(Topic.EXPECTATION),

  PipespecBadRunners(Topic.RUNNERS_AND_EXPLORATION),
  PipespecExploreRuns(Topic.RUNNERS_AND_EXPLORATION),
  PipespecExploreWithin(Topic.RUNNERS_AND_EXPLORATION),
  PipespecNothingToExplore(Topic.RUNNERS_AND_EXPLORATION),
  PipespecNoExploredExpectation(Topic.RUNNERS_AND_EXPLORATION),
  PipespecNotExploredWithoutExpectation(Topic.RUNNERS_AND_EXPLORATION),
  PipespecNotExploredReason(Topic.RUNNERS_AND_EXPLORATION),

  PipespecBadGenerate(Topic.GENERATION),
  PipespecBadGenerator(Topic.GENERATION),
  PipespecGeneratedExpectation(Topic.GENERATION),
  PipespecBadRelation(Topic.GENERATION);

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
    RUNNERS_AND_EXPLORATION("Runners and exploration: `@Runners`, `@Explore`, `@NotExplored`"),
    GENERATION(
        "Generated scenarios: `@Generate`, `@Generator`, `@ExpectSameAs`, `@ExpectSettlesAlike`,"
            + " `@ExpectShifted`");

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

  ErrorTag(Topic topic) {
    this.topic = topic;
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
    return ErrorTagTexts.of(this).what();
  }

  /** How to fix it, one sentence. */
  public String fix() {
    return ErrorTagTexts.of(this).fix();
  }
}
