package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code @ExpectContains(key = ...)}: the keys that lead somewhere compile into {@code
 * containsInAnyOrderByKey}, and each misuse in {@code bad/com/example/keyed/BadKeys.java} is
 * reported with its tagged message on its line.
 */
class KeyErrorTest {

  private static final JavaFileObject BAD =
      JavaFileObjects.forResource("bad/com/example/keyed/BadKeys.java");
  private static Compilation compilation;

  @BeforeAll
  static void compile() {
    compilation = javac().withProcessors(new PipespecProcessor()).compile(BAD);
  }

  static Stream<Arguments> errors() {
    return Stream.of(
        error(
            "unknownComponent",
            "[PipespecKeyPath] @ExpectContains on unknownComponent has key = \"custmer.id\": custmer names no component of Order; its components are id, customer, total."),
        error(
            "unknownNestedComponent",
            "[PipespecKeyPath] @ExpectContains on unknownNestedComponent has key = \"customer.nam\": nam (after customer) names no component of Customer; its components are id, name."),
        error(
            "pathThroughInt",
            "[PipespecKeyPath] @ExpectContains on pathThroughInt has key = \"id.value\": value (after id) cannot be read from int, which is neither a record nor a KV. Key by id, or fix the path."),
        error(
            "emptyStep",
            "[PipespecKeyPath] @ExpectContains on emptyStep has key = \"customer..id\", which is not a path. Write component names joined by single dots, such as \"customer.id\", or \"key\" for the key of a KV."),
        error(
            "kvWrongStep",
            "[PipespecKeyPath] @ExpectContains on kvWrongStep has key = \"kee\": kee names neither the key nor the value of KV<Integer, Order>. Write key or value."),
        error(
            "kvValueUnknownComponent",
            "[PipespecKeyPath] @ExpectContains on kvValueUnknownComponent has key = \"value.custmer\": custmer (after value) names no component of Order; its components are id, customer, total."),
        error(
            "keyOnStrings",
            "[PipespecKeyElementType] @ExpectContains on keyOnStrings has key = \"id\", but the elements of output \"words\" are String, neither a record nor a KV, so they have no component to key by. Remove key, or key an output of records or KVs."),
        error(
            "keyOnStringsFromCode",
            "[PipespecKeyElementType] @ExpectContains on keyOnStringsFromCode has key = \"id\", but the elements of output \"words\" are String"));
  }

  private static Arguments error(String method, String message) {
    return Arguments.of(method, message);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void reportsTheErrorOnTheOffendingLine(String method, String message) {
    assertThat(compilation)
        .hadErrorContaining(message)
        .inFile(BAD)
        .onLineContaining(" " + method + "(");
  }

  @Test
  void reportsEachMisuseOnceAndGeneratesNoBrokenCode() {
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount((int) errors().count());
  }

  @Test
  void keysThatLeadSomewhereCompileIntoTheKeyedExpectation() throws IOException {
    Compilation good =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("good/com/example/keyed/KeyedOrdersTest.java"));

    assertThat(good).succeededWithoutWarnings();
    String suite =
        good.generatedSourceFile("com.example.keyed.Pipespec_KeyedOrdersTest")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    String order = "new KeyedOrdersTest.Order(17, new KeyedOrdersTest.Customer(1, \"ann\"), 12.0d)";
    assertThat(suite)
        .contains(
            "Expectations.containsInAnyOrderByKey(Arrays.<KeyedOrdersTest.Order>asList("
                + order
                + "), \"id\")");
    assertThat(suite)
        .contains(
            "Expectations.containsInAnyOrderByKey(Arrays.<KeyedOrdersTest.Order>asList("
                + order
                + "), \"customer.id\")");
    assertThat(suite)
        .contains(
            "Expectations.containsInAnyOrderByKey(Arrays.<KV<Integer, KeyedOrdersTest.Order>>"
                + "asList(KV.of(17, "
                + order
                + ")), \"key\")");
    assertThat(suite).contains("))), \"value.customer.name\")");
    assertThat(suite)
        .contains(
            "Expectations.supplied(\"KeyedOrdersTest.expectedOrders\", () ->"
                + " Expectations.containsInAnyOrderByKey(Expectations.<KeyedOrdersTest.Order>"
                + "copyOf(KeyedOrdersTest.expectedOrders), \"id\"))");
    assertThat(suite)
        .contains(
            "Expectations.containsInAnyOrder(Arrays.<KeyedOrdersTest.Order>asList("
                + order
                + ")))");
  }
}
