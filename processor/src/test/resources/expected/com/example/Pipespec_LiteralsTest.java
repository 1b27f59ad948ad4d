package com.example;

import io.pipespec.runtime.expect.Expectations;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.InputSpec;
import io.pipespec.runtime.spec.Inputs;
import io.pipespec.runtime.spec.Outputs;
import io.pipespec.runtime.spec.PipespecSuite;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;

@Generated(
    value = "io.pipespec.processor.PipespecProcessor",
    comments = "from com.example.LiteralsTest"
)
public final class Pipespec_LiteralsTest implements PipespecSuite {
  public Pipespec_LiteralsTest() {
  }

  @Override
  public Class<?> testClass() {
    return LiteralsTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(literalsTest());
  }

  private static Outputs underTest(Inputs inputs) {
    LiteralsTest.Out result = LiteralsTest.all(inputs.get("in"));
    return Outputs.builder()
            .add("colors", result.colors())
            .add("scores", result.scores())
            .add("teams", result.teams())
            .add("pairs", result.pairs())
            .add("trees", result.trees())
            .add("primitives", result.primitives())
            .add("lists", result.lists())
            .add("nestedLists", result.nestedLists())
            .add("grouped", result.grouped())
            .add("keyedByKv", result.keyedByKv())
            .add("kvOfKv", result.kvOfKv())
            .add("kvLists", result.kvLists())
            .add("instants", result.instants())
            .add("durations", result.durations())
            .add("jodaInstants", result.jodaInstants())
            .add("jodaDurations", result.jodaDurations())
            .add("uuids", result.uuids())
            .add("dates", result.dates())
            .add("skus", result.skus())
            .add("badges", result.badges())
            .build();
  }

  private static ScenarioSpec literalsTest() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("LiteralsTest", LiteralsTest.class)
        .input(InputSpec.ofValues("in", "LiteralsTest.in", () -> LiteralsTest.in, new TypeDescriptor<String>() {}))
        .transform(Pipespec_LiteralsTest::underTest);
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "colors")
        .declaredAt("LiteralsTest.java", 86)
        .output("colors")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Color>asList(LiteralsTest.Color.RED, LiteralsTest.Color.GREEN)))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "scores")
        .declaredAt("LiteralsTest.java", 91)
        .output("scores")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Score>asList(new LiteralsTest.Score("ann", 3), new LiteralsTest.Score("bob", -1), new LiteralsTest.Score("a, b", 0), new LiteralsTest.Score("", 7), new LiteralsTest.Score("null", 1))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "teams")
        .declaredAt("LiteralsTest.java", 96)
        .output("teams")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Team>asList(new LiteralsTest.Team(LiteralsTest.Color.RED, List.<LiteralsTest.Score>of(new LiteralsTest.Score("ann", 3), new LiteralsTest.Score("bob", 4))), new LiteralsTest.Team(LiteralsTest.Color.GREEN, List.<LiteralsTest.Score>of()))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "pairs")
        .declaredAt("LiteralsTest.java", 99)
        .output("pairs")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Pair<String, Long>>asList(new LiteralsTest.Pair<String, Long>("x", 1L), new LiteralsTest.Pair<String, Long>("(y)", 2L))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "trees")
        .declaredAt("LiteralsTest.java", 102)
        .output("trees")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Node>asList(new LiteralsTest.Node("root", List.<LiteralsTest.Node>of(new LiteralsTest.Node("leaf", List.<LiteralsTest.Node>of()), new LiteralsTest.Node("mid", List.<LiteralsTest.Node>of(new LiteralsTest.Node("deep", List.<LiteralsTest.Node>of()))))))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "primitives")
        .declaredAt("LiteralsTest.java", 105)
        .output("primitives")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Primitives>asList(new LiteralsTest.Primitives(1, 2L, (short) 3, (byte) 4, 1.5d, 2.5f, 'x', true))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "lists")
        .declaredAt("LiteralsTest.java", 108)
        .output("lists")
        .expect(Expectations.containsInAnyOrder(Arrays.<List<Integer>>asList(List.<Integer>of(1, 2, 3), List.<Integer>of(), List.<Integer>of(-4))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "nestedLists")
        .declaredAt("LiteralsTest.java", 111)
        .output("nestedLists")
        .expect(Expectations.containsInAnyOrder(Arrays.<List<List<String>>>asList(List.<List<String>>of(List.<String>of("a", "b, c"), List.<String>of(), List.<String>of("")), List.<List<String>>of(List.<String>of("it's")))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "grouped")
        .declaredAt("LiteralsTest.java", 114)
        .output("grouped")
        .expect(Expectations.containsInAnyOrder(Arrays.<KV<String, List<Integer>>>asList(KV.of("a", List.<Integer>of(1, 2)), KV.of("b=c", List.<Integer>of()))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "keyedByKv")
        .declaredAt("LiteralsTest.java", 117)
        .output("keyedByKv")
        .expect(Expectations.containsInAnyOrder(Arrays.<KV<KV<String, Integer>, Long>>asList(KV.of(KV.of("a", 1), 2L))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "kvOfKv")
        .declaredAt("LiteralsTest.java", 120)
        .output("kvOfKv")
        .expect(Expectations.containsInAnyOrder(Arrays.<KV<String, KV<String, Integer>>>asList(KV.of("a", KV.of("b", 1)), KV.of("x", KV.of("y", 2)))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "kvLists")
        .declaredAt("LiteralsTest.java", 123)
        .output("kvLists")
        .expect(Expectations.containsInAnyOrder(Arrays.<List<KV<String, Integer>>>asList(List.<KV<String, Integer>>of(KV.of("a", 1), KV.of("b", 2), KV.of("c,d", 3)))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "instants")
        .declaredAt("LiteralsTest.java", 128)
        .output("instants")
        .expect(Expectations.containsInAnyOrder(Arrays.<Instant>asList(Instant.parse("2024-01-01T10:15:30Z"), Instant.parse("2024-01-01T09:15:30.250Z"))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "durations")
        .declaredAt("LiteralsTest.java", 131)
        .output("durations")
        .expect(Expectations.containsInAnyOrder(Arrays.<Duration>asList(Duration.parse("PT20M"), Duration.parse("PT51H"), Duration.parse("PT-1.5S"))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "jodaInstants")
        .declaredAt("LiteralsTest.java", 134)
        .output("jodaInstants")
        .expect(Expectations.containsInAnyOrder(Arrays.<org.joda.time.Instant>asList(org.joda.time.Instant.parse("2024-01-01T10:15:30.123Z"))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "jodaDurations")
        .declaredAt("LiteralsTest.java", 139)
        .output("jodaDurations")
        .expect(Expectations.containsInAnyOrder(Arrays.<org.joda.time.Duration>asList(org.joda.time.Duration.standardMinutes(20L), org.joda.time.Duration.standardDays(1L), org.joda.time.Duration.standardHours(2L), org.joda.time.Duration.standardSeconds(5L), org.joda.time.Duration.millis(250L), org.joda.time.Duration.millis(0L))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "uuids")
        .declaredAt("LiteralsTest.java", 142)
        .output("uuids")
        .expect(Expectations.containsInAnyOrder(Arrays.<UUID>asList(UUID.fromString("123e4567-e89b-12d3-a456-426614174000"))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "dates")
        .declaredAt("LiteralsTest.java", 145)
        .output("dates")
        .expect(Expectations.containsInAnyOrder(Arrays.<LocalDate>asList(LocalDate.parse("2024-02-29"))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "skus")
        .declaredAt("LiteralsTest.java", 148)
        .output("skus")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Sku>asList(LiteralsTest.Sku.valueOf("AB-1"))))
        .build());
    scenario.expectation(ExpectationSpec.builder(LiteralsTest.class, "badges")
        .declaredAt("LiteralsTest.java", 151)
        .output("badges")
        .expect(Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Badge>asList(LiteralsTest.Badge.fromString("gold"))))
        .build());
    return scenario.build();
  }
}
