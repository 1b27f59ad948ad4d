package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** {@code @ExpectEffects}: what the processor writes, and what it refuses. */
class ExpectEffectsTest {

  private static Compilation compile(String expectation) {
    return javac()
        .withProcessors(new PipespecProcessor())
        .compile(
            JavaFileObjects.forSourceString(
                "com.example.Charges",
                "package com.example;\n"
                    + "import io.pipespec.*;\n"
                    + "import org.apache.beam.sdk.values.PCollection;\n"
                    + "@PipelineTest\n"
                    + "@Timeline({\"alice\"})\n"
                    + "class Charges {\n"
                    + "  @UnderTest\n"
                    + "  static PCollection<String> t(PCollection<String> lines) { return lines; }\n"
                    + "  "
                    + expectation
                    + "\n"
                    + "  void effects() {}\n"
                    + "}\n"));
  }

  private static String suite(Compilation compilation) throws IOException {
    return compilation
        .generatedSourceFile("com.example.Pipespec_Charges")
        .orElseThrow()
        .getCharContent(true)
        .toString();
  }

  @Test
  void eachEffectIsWrittenAsTheFakeRecordsIt() throws IOException {
    Compilation compilation =
        compile(
            "@ExpectEffects(system = \"payments\", value = {\"charge(alice,100)\","
                + " \"charge( \\\"carol, jr\\\" , 5)\"})");
    assertThat(compilation).succeeded();
    assertThat(suite(compilation))
        .contains(
            "Target.effects(EffectExpectations.exactlyOnce(\"payments\", \"charge(alice, 100)\","
                + " \"charge(\\\"carol, jr\\\", 5)\"))");
  }

  @Test
  void finalByKeyHandsKeysAndValuesInPairs() throws IOException {
    Compilation compilation =
        compile(
            "@ExpectEffects(system = \"balances\", mode = ExpectEffects.Mode.FINAL_BY_KEY,"
                + " value = {\"alice = 100\", \"bob=7\"})");
    assertThat(compilation).succeeded();
    assertThat(suite(compilation))
        .contains(
            "EffectExpectations.finalByKey(\"balances\", \"alice\", \"100\", \"bob\", \"7\")");
  }

  @Test
  void atLeastOnceIsItsOwnCall() throws IOException {
    Compilation compilation =
        compile(
            "@ExpectEffects(system = \"log\", mode = ExpectEffects.Mode.AT_LEAST_ONCE,"
                + " value = \"append(x)\")");
    assertThat(compilation).succeeded();
    assertThat(suite(compilation))
        .contains("EffectExpectations.atLeastOnce(\"log\", \"append(x)\")");
  }

  @Test
  void noSystemIsRefused() {
    assertThat(compile("@ExpectEffects(system = \" \")"))
        .hadErrorContaining(
            "[PipespecBadEffects] @ExpectEffects on effects names no system. Name the one the fake"
                + " was made with");
  }

  @Test
  void anEffectThatIsNotACallIsRefusedWithTheFormToWrite() {
    assertThat(compile("@ExpectEffects(system = \"payments\", value = \"charge alice\")"))
        .hadErrorContaining(
            "[PipespecBadEffects] @ExpectEffects on effects: \"charge alice\" is not a call: write"
                + " the method and its arguments as the fake records them, such as"
                + " \"charge(alice, 100)\".");
  }

  @Test
  void aKeyExpectedTwiceOrNoEntryIsRefused() {
    assertThat(
            compile(
                "@ExpectEffects(system = \"b\", mode = ExpectEffects.Mode.FINAL_BY_KEY,"
                    + " value = {\"a=1\", \"a = 2\"})"))
        .hadErrorContaining(
            "[PipespecBadEffects] @ExpectEffects on effects expects key a twice; FINAL_BY_KEY"
                + " expects one final value per key.");
    assertThat(
            compile(
                "@ExpectEffects(system = \"b\", mode = ExpectEffects.Mode.FINAL_BY_KEY,"
                    + " value = \"a\")"))
        .hadErrorContaining("is not a key and its final value: write key=value");
  }

  @Test
  void aWindowDoesNotApplyToEffects() {
    assertThat(
            compile("@ExpectEffects(system = \"payments\") @Window(start = \"0\", size = \"1m\")"))
        .hadErrorContaining("reads the calls made to a fake external system during the whole run");
  }

  @Test
  void aGoldenFileIsNamedAfterTheScenarioAndReadWhenTheRunIsJudged() throws IOException {
    Compilation compilation =
        compile(
            "@ExpectEffects(system = \"payments\", snapshot = \"payments.effects\","
                + " mode = ExpectEffects.Mode.FINAL_BY_KEY)");
    assertThat(compilation).succeeded();
    assertThat(suite(compilation))
        .contains(
            "Target.effects(EffectExpectations.golden(\"com/example/Charges/Charges.payments.effects\","
                + " \"Charges, expectation effects\", \"payments\", \"FINAL_BY_KEY\"))");
  }

  @Test
  void aGoldenFileThatIsNotAPlainEffectsFileIsRefused() {
    for (String name : new String[] {"../payments.effects", "a/b.effects", "payments.txt"}) {
      assertThat(compile("@ExpectEffects(system = \"payments\", snapshot = \"" + name + "\")"))
          .hadErrorContaining(
              "[PipespecBadEffects] @ExpectEffects on effects: snapshot = \""
                  + name
                  + "\" is not the name of a golden file. Write a file name, without a directory:");
    }
  }

  @Test
  void aGoldenFileBesideListedEffectsIsRefused() {
    assertThat(
            compile(
                "@ExpectEffects(system = \"payments\", snapshot = \"payments.effects\","
                    + " value = \"charge(alice, 1)\")"))
        .hadErrorContaining(
            "[PipespecBadEffects] @ExpectEffects on effects lists effects and names the golden"
                + " file \"payments.effects\", which keeps them: expect the effects in one place.");
  }

  @Test
  void twoExpectationsOfAScenarioNamingOneGoldenFileAreRefused() {
    Compilation compilation =
        compile(
            "@ExpectEffects(system = \"payments\", snapshot = \"payments.effects\")"
                + " void charges() {}\n"
                + "  @ExpectEffects(system = \"refunds\", snapshot = \"payments.effects\")");
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadEffects] @ExpectEffects on charges and on effects name the same golden"
                + " file \"payments.effects\", so one run would overwrite the other's effects in"
                + " it. Give each its own file, such as snapshot = \"effects.effects\" on"
                + " effects.");
    assertThat(compilation).hadErrorCount(1);
  }
}
