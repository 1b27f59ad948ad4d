package com.example;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.ScenarioSpec;
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
    value = "io.pipespec.processor.rounds.PipespecProcessor",
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
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "colors",
        ExpectationSpec.Target.output("colors", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Color>asList(LiteralsTest.Color.RED, LiteralsTest.Color.GREEN))))
        .declaredAt("LiteralsTest.java", 86));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "scores",
        ExpectationSpec.Target.output("scores", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Score>asList(new LiteralsTest.Score("ann", 3), new LiteralsTest.Score("bob", -1), new LiteralsTest.Score("a, b", 0), new LiteralsTest.Score("", 7), new LiteralsTest.Score("null", 1)))))
        .declaredAt("LiteralsTest.java", 91));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "teams",
        ExpectationSpec.Target.output("teams", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Team>asList(new LiteralsTest.Team(LiteralsTest.Color.RED, List.<LiteralsTest.Score>of(new LiteralsTest.Score("ann", 3), new LiteralsTest.Score("bob", 4))), new LiteralsTest.Team(LiteralsTest.Color.GREEN, List.<LiteralsTest.Score>of())))))
        .declaredAt("LiteralsTest.java", 96));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "pairs",
        ExpectationSpec.Target.output("pairs", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Pair<String, Long>>asList(new LiteralsTest.Pair<String, Long>("x", 1L), new LiteralsTest.Pair<String, Long>("(y)", 2L)))))
        .declaredAt("LiteralsTest.java", 99));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "trees",
        ExpectationSpec.Target.output("trees", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Node>asList(new LiteralsTest.Node("root", List.<LiteralsTest.Node>of(new LiteralsTest.Node("leaf", List.<LiteralsTest.Node>of()), new LiteralsTest.Node("mid", List.<LiteralsTest.Node>of(new LiteralsTest.Node("deep", List.<LiteralsTest.Node>of())))))))))
        .declaredAt("LiteralsTest.java", 102));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "primitives",
        ExpectationSpec.Target.output("primitives", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Primitives>asList(new LiteralsTest.Primitives(1, 2L, (short) 3, (byte) 4, 1.5d, 2.5f, 'x', true)))))
        .declaredAt("LiteralsTest.java", 105));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "lists",
        ExpectationSpec.Target.output("lists", Expectations.containsInAnyOrder(Arrays.<List<Integer>>asList(List.<Integer>of(1, 2, 3), List.<Integer>of(), List.<Integer>of(-4)))))
        .declaredAt("LiteralsTest.java", 108));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "nestedLists",
        ExpectationSpec.Target.output("nestedLists", Expectations.containsInAnyOrder(Arrays.<List<List<String>>>asList(List.<List<String>>of(List.<String>of("a", "b, c"), List.<String>of(), List.<String>of("")), List.<List<String>>of(List.<String>of("it's"))))))
        .declaredAt("LiteralsTest.java", 111));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "grouped",
        ExpectationSpec.Target.output("grouped", Expectations.containsInAnyOrder(Arrays.<KV<String, List<Integer>>>asList(KV.of("a", List.<Integer>of(1, 2)), KV.of("b=c", List.<Integer>of())))))
        .declaredAt("LiteralsTest.java", 114));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "keyedByKv",
        ExpectationSpec.Target.output("keyedByKv", Expectations.containsInAnyOrder(Arrays.<KV<KV<String, Integer>, Long>>asList(KV.of(KV.of("a", 1), 2L)))))
        .declaredAt("LiteralsTest.java", 117));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "kvOfKv",
        ExpectationSpec.Target.output("kvOfKv", Expectations.containsInAnyOrder(Arrays.<KV<String, KV<String, Integer>>>asList(KV.of("a", KV.of("b", 1)), KV.of("x", KV.of("y", 2))))))
        .declaredAt("LiteralsTest.java", 120));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "kvLists",
        ExpectationSpec.Target.output("kvLists", Expectations.containsInAnyOrder(Arrays.<List<KV<String, Integer>>>asList(List.<KV<String, Integer>>of(KV.of("a", 1), KV.of("b", 2), KV.of("c,d", 3))))))
        .declaredAt("LiteralsTest.java", 123));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "instants",
        ExpectationSpec.Target.output("instants", Expectations.containsInAnyOrder(Arrays.<Instant>asList(Instant.parse("2024-01-01T10:15:30Z"), Instant.parse("2024-01-01T09:15:30.250Z")))))
        .declaredAt("LiteralsTest.java", 128));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "durations",
        ExpectationSpec.Target.output("durations", Expectations.containsInAnyOrder(Arrays.<Duration>asList(Duration.parse("PT20M"), Duration.parse("PT51H"), Duration.parse("PT-1.5S")))))
        .declaredAt("LiteralsTest.java", 131));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "jodaInstants",
        ExpectationSpec.Target.output("jodaInstants", Expectations.containsInAnyOrder(Arrays.<org.joda.time.Instant>asList(org.joda.time.Instant.parse("2024-01-01T10:15:30.123Z")))))
        .declaredAt("LiteralsTest.java", 134));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "jodaDurations",
        ExpectationSpec.Target.output("jodaDurations", Expectations.containsInAnyOrder(Arrays.<org.joda.time.Duration>asList(org.joda.time.Duration.standardMinutes(20L), org.joda.time.Duration.standardDays(1L), org.joda.time.Duration.standardHours(2L), org.joda.time.Duration.standardSeconds(5L), org.joda.time.Duration.millis(250L), org.joda.time.Duration.millis(0L)))))
        .declaredAt("LiteralsTest.java", 139));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "uuids",
        ExpectationSpec.Target.output("uuids", Expectations.containsInAnyOrder(Arrays.<UUID>asList(UUID.fromString("123e4567-e89b-12d3-a456-426614174000")))))
        .declaredAt("LiteralsTest.java", 142));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "dates",
        ExpectationSpec.Target.output("dates", Expectations.containsInAnyOrder(Arrays.<LocalDate>asList(LocalDate.parse("2024-02-29")))))
        .declaredAt("LiteralsTest.java", 145));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "skus",
        ExpectationSpec.Target.output("skus", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Sku>asList(LiteralsTest.Sku.valueOf("AB-1")))))
        .declaredAt("LiteralsTest.java", 148));
    scenario.expectation(ExpectationSpec.of(LiteralsTest.class, "badges",
        ExpectationSpec.Target.output("badges", Expectations.containsInAnyOrder(Arrays.<LiteralsTest.Badge>asList(LiteralsTest.Badge.fromString("gold")))))
        .declaredAt("LiteralsTest.java", 151));
    return scenario.build();
  }
}
