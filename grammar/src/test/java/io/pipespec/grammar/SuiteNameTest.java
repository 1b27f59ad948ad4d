package io.pipespec.grammar;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SuiteNameTest {

  @Test
  void namesWithoutUnderscoresAreJoinedByOne() {
    assertThat(SuiteName.simpleName(List.of("WordCountTest"))).isEqualTo("Pipespec_WordCountTest");
    assertThat(SuiteName.simpleName(List.of("Outer", "Inner", "Deepest")))
        .isEqualTo("Pipespec_Outer_Inner_Deepest");
  }

  /** A member class whose name holds an underscore, as a test class may. */
  static class Member_Test {}

  @Test
  void theBinaryNameOfASuiteIsInThePackageOfItsTestClass() {
    assertThat(SuiteName.binaryName(SuiteNameTest.class))
        .isEqualTo("io.pipespec.grammar.Pipespec_SuiteNameTest");
    assertThat(SuiteName.binaryName(Member_Test.class))
        .isEqualTo("io.pipespec.grammar.Pipespec_SuiteNameTest_Member_0Test");
  }

  @Test
  void aNestedClassAndATopLevelClassWithAnUnderscoreGetTwoSuites() {
    assertThat(SuiteName.simpleName(List.of("Holder", "PkgT"))).isEqualTo("Pipespec_Holder_PkgT");
    assertThat(SuiteName.simpleName(List.of("Holder_PkgT"))).isEqualTo("Pipespec_Holder_0PkgT");
    assertThat(SuiteName.simpleName(List.of("A_", "B"))).isEqualTo("Pipespec_A_0_B");
    assertThat(SuiteName.simpleName(List.of("A", "_B"))).isEqualTo("Pipespec_A__0B");
    assertThat(SuiteName.simpleName(List.of("A$B"))).isEqualTo("Pipespec_A_1B");
  }

  @Test
  void noTwoListsOfNamesShareASuite() {
    // Every list of one to three names of up to three characters from A, _, $ and 0 (a name never
    // starts with a digit): a brute-force check that the rule is one-to-one.
    List<String> names = new ArrayList<>();
    collect("", names);
    List<List<String>> lists = new ArrayList<>();
    for (String a : names) {
      lists.add(List.of(a));
      for (String b : names) {
        lists.add(List.of(a, b));
        for (String c : names) {
          lists.add(List.of(a, b, c));
        }
      }
    }
    Map<String, List<String>> seen = new HashMap<>();
    for (List<String> classes : lists) {
      List<String> previous = seen.putIfAbsent(SuiteName.simpleName(classes), classes);
      assertWithMessage("the suite name of %s and of %s", previous, classes)
          .that(previous)
          .isNull();
    }
    assertThat(seen).hasSize(lists.size());
  }

  private static void collect(String prefix, List<String> names) {
    if (!prefix.isEmpty()) {
      names.add(prefix);
    }
    if (prefix.length() == 3) {
      return;
    }
    for (String c : List.of("A", "_", "$", "0")) {
      if (!(prefix.isEmpty() && c.equals("0"))) {
        collect(prefix + c, names);
      }
    }
  }
}
