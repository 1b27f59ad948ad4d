package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.shape.ShapeExpectation;
import org.junit.jupiter.api.Test;

/** Exploration leaves a shape expectation to the run as written. */
class ShapeNotExploredTest {

  @Test
  void aShapeIsJudgedOnlyOnTheRunAsWritten() {
    ExpectationSpec spec =
        ExpectationSpec.of(
            ShapeNotExploredTest.class,
            "shapeKept",
            ExpectationSpec.Target.shape(ShapeExpectation.of("a/B/B.shapeKept.shape", "B")));

    assertThat(Explorer.notExplored(spec))
        .hasValue(
            "a pipeline's shape does not depend on the order or bundles of its elements: judged"
                + " once, on the run as written");
  }
}
