package io.pipespec.processor.validation;

import org.apiguardian.api.API;

/**
 * The stable tag of every diagnostic the processor reports, printed in brackets at the start of the
 * message (such as {@code [PipespecNoUnderTest]}) so that users and tests can search for it. Never
 * rename a tag: build logs and documentation refer to them.
 */
@API(status = API.Status.INTERNAL)
public enum ErrorTag {
  PipespecInternalError,
  PipespecSuiteNameTaken,
  PipespecTestClassKind,
  PipespecPrivateClass,
  PipespecNestedTestClass,
  PipespecGenericClass,
  PipespecNoUnderTest,
  PipespecTwoUnderTests,
  PipespecUnderTestNotStatic,
  PipespecPrivateMember,
  PipespecUnderTestGeneric,
  PipespecUnderTestNoParameters,
  PipespecUnderTestParameter,
  PipespecUnderTestReturn,
  PipespecCheckedException,
  PipespecInaccessibleType,
  PipespecInputNotStatic,
  PipespecInputParameters,
  PipespecInputUnknownParameter,
  PipespecDuplicateInput,
  PipespecMissingInput,
  PipespecInputType,
  PipespecInputElementType,
  PipespecScenarioNotNested,
  PipespecScenarioNotStatic,
  PipespecNoExpectations,
  PipespecExpectationOutsideScenario,
  PipespecMisplacedAnnotation,
  PipespecExpectationNotVoid,
  PipespecExpectationParameters,
  PipespecTwoExpectations,
  PipespecOverloadedExpectation,
  PipespecUnknownOutput,
  PipespecOutputRequired,
  PipespecExpectContainsEmpty,
  PipespecBadLiteral,
  PipespecUnsupportedLiteralType,
  PipespecSatisfiesParameter,
  PipespecNoConstructor,
  // The assertion vocabulary (issue 4).
  PipespecNoExpectedValues,
  PipespecConflictingValues,
  PipespecNegativeSize,
  PipespecPredicateMissing,
  PipespecPredicateNotComparable,
  PipespecPredicateMethodMissing,
  PipespecPredicateMethod,
  PipespecWhereWithoutExpectation,
  PipespecHashNotString,
  PipespecBadHash,
  PipespecSumNotNumeric,
  PipespecBadSum,
  PipespecMapNotKv,
  PipespecDiffTypes,
  PipespecDiffSameOutput,
  PipespecSupplierMissing,
  PipespecSupplierMember,
  PipespecSupplierType,
  PipespecDuplicateMapKey,
  // @FunctionTest
  PipespecFunctionUnderTest,
  PipespecConfigureHarness,
  PipespecMissingTimeline,
  PipespecUnknownState,
  PipespecStateLiteralType,
  PipespecUnknownTimer,
  PipespecTimerLiteral,
  PipespecBadWindow,
  PipespecFunctionOutput,
  // @Window, @Pane, @Timeline, @BaseTime (PipespecBadWindow above is shared)
  PipespecBadTime,
  PipespecBadPane,
  PipespecMisplacedScope,
  PipespecBadTimeline,
  PipespecTimelineInput,
  PipespecTimelineAndInput,
  PipespecJobUnderTest,
  PipespecJobOnly,
  PipespecJobInput,
  PipespecJobOutput,
  PipespecOptions,
  PipespecMetricName,
  PipespecMetricValue,
  // @Runners
  PipespecBadRunners,
  // @Explore, @NotExplored (issue 19)
  PipespecExploreRuns,
  PipespecExploreWithin,
  PipespecNothingToExplore,
  PipespecNotExploredWithoutExpectation,
  PipespecNotExploredReason;

  /** The tag as it appears in messages: {@code [PipespecNoUnderTest]}. */
  public String inBrackets() {
    return "[" + name() + "]";
  }
}
