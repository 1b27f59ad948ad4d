package com.example.vocabulary;

import io.pipespec.*;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

/** One misuse of the assertion vocabulary per line; BadVocabularyTest names each line. */
@PipelineTest
class Strings {
  @UnderTest static PCollection<String> words(PCollection<String> lines) { return lines; }
  @Input static final List<String> lines = List.of();

  boolean instancePredicate(String word) { return true; }
  static int returnsInt(String word) { return 1; }
  static boolean takesInteger(Integer number) { return true; }
  static boolean takesTwo(String a, String b) { return true; }
  private static boolean hiddenPredicate(String word) { return true; }
  static boolean throwsChecked(String word) throws IOException { return true; }
  static boolean overloadedPredicate(String word) { return true; }
  static boolean overloadedPredicate(Object word) { return true; }
  static List<String> needsArgument(int n) { return List.of(); }
  List<String> instanceSupplier() { return List.of(); }
  private static final List<String> hiddenSupplier = List.of();
  static void voidSupplier() {}
  static final List<Integer> integers = List.of();
  static final String oneWord = "a";
  static final List<String> wordField = List.of();
  static final Integer oneInteger = 1;

  @ExpectAll void allWithoutPredicate() {}
  @ExpectNone(by = "noSuchMethod") void missingPredicateMethod() {}
  @ExpectAll(by = "instancePredicate") void predicateNotStatic() {}
  @ExpectAll(by = "returnsInt") void predicateReturnsInt() {}
  @ExpectAll(by = "takesInteger") void predicateWrongParameter() {}
  @ExpectAll(by = "takesTwo") void predicateTwoParameters() {}
  @ExpectAll(by = "hiddenPredicate") void predicatePrivate() {}
  @ExpectAll(by = "throwsChecked") void predicateThrowsChecked() {}
  @ExpectAll(by = "overloadedPredicate") void predicateOverloaded() {}
  @ExpectSum(value = "3", size = 1) void sumOfStrings() {}
  @ExpectMap({"a=1"}) void mapOfStrings() {}
  @ExpectIncludes void includesNothing() {}
  @ExpectIncludes(value = {"a"}, from = "wordField") void includesValueAndFrom() {}
  @ExpectContains(value = {"a"}, from = "wordField") void containsValueAndFrom() {}
  @ExpectContains(from = "noSuchSupplier") void supplierMissing() {}
  @ExpectContains(from = "needsArgument") void supplierWithParameter() {}
  @ExpectContains(from = "instanceSupplier") void supplierNotStatic() {}
  @ExpectContains(from = "hiddenSupplier") void supplierPrivate() {}
  @ExpectContains(from = "voidSupplier") void supplierVoid() {}
  @ExpectContains(from = "integers") void supplierWrongElementType() {}
  @ExpectIncludes(from = "oneWord") void supplierNotIterable() {}
  @ExpectContains(from = "wordField()") void supplierFieldCalledAsMethod() {}
  @ExpectSingleton void singletonWithoutValue() {}
  @ExpectSingleton(value = "a", notEqualTo = "b") void singletonValueAndNotEqual() {}
  @ExpectSingleton(from = "oneInteger") void singletonSupplierWrongType() {}
  @ExpectHash(value = "not-a-hash", size = 1) void hashMalformed() {}
  @ExpectHash(value = "GH70Q2Ei0cwvQNwrkvDroA==", size = -2) void hashNegativeSize() {}
  @ExpectCount(-1) void countNegative() {}
  @Where(greaterThan = "a") void whereWithoutExpectation() {}
  @Where @ExpectCount(1) void whereWithoutPredicate() {}
  @ExpectIncludes({"a"}) void includesWithParameter(int x) {}
  @ExpectCount(1) @ExpectAll(equal = "a") void countAndAll() {}
  @ExpectDiff(left = "words", right = "nope") void diffUnknownRight() {}
  @ExpectDiff(left = "words", right = "words") void diffWithItself() {}
}

@PipelineTest
class Integers {
  @UnderTest static PCollection<Integer> numbers(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();

  static boolean isLongWord(String word) { return true; }

  @ExpectHash(value = "GH70Q2Ei0cwvQNwrkvDroA==", size = 1) void hashOfIntegers() {}
  @ExpectAll(greaterThan = "x") void comparisonBadLiteral() {}
  @ExpectSingleton(value = "1.5") void singletonBadLiteral() {}
  @ExpectIncludes({"1", "abc"}) void includesBadLiteral() {}
  @ExpectSum(value = "1.5", size = 1) void sumNotWhole() {}
  @ExpectSum(value = "1", size = -1) void sumNegativeSize() {}
  @Where(lessThan = "big") @ExpectCount(1) void whereBadLiteral() {}
  @ExpectMap({"1=1"}) void mapOfIntegers() {}
  @Where(by = "isLongWord") @ExpectCount(1) void wherePredicateWrongType() {}
  @ExpectNone(lessThan = "99999999999") void comparisonOutOfRange() {}
}

@PipelineTest
class Doubles {
  @UnderTest static PCollection<Double> prices(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();

  @ExpectSum(value = "1", size = 1) void sumOfDoubles() {}
}

@PipelineTest
class Kvs {
  @UnderTest static PCollection<KV<String, Long>> counts(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();

  static final Map<String, String> wrongMap = Map.of();

  @ExpectAll(greaterThan = "a=1") void comparisonOnKv() {}
  @Where(equal = "a=1") @ExpectCount(1) void whereOnKv() {}
  @ExpectMap({"a"}) void mapEntryWithoutEquals() {}
  @ExpectMap(from = "wrongMap") void mapSupplierWrongType() {}
  @ExpectMap({}) void mapWithoutEntries() {}
  @ExpectSingleton(notEqualTo = "a=x") void singletonBadKv() {}
  @ExpectMap({"a=1", "b=2", "a=3"}) void mapDuplicateKey() {}
  @ExpectMap({"'b'=1", "b=2"}) void mapDuplicateQuotedKey() {}
  @ExpectMap({"{blue=3, red=4}"}) void mapWrittenInBraces() {}
}

@PipelineTest
class Maps {
  @UnderTest static PCollection<Map<String, Integer>> maps(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();

  @ExpectIncludes({"a"}) void includesUnsupportedType() {}
  @ExpectSingleton(value = "x") void singletonUnsupportedType() {}
}

@PipelineTest
class TwoOutputs {
  record Result(PCollection<String> words, PCollection<Integer> numbers, PCollection<Integer> others) {}

  @UnderTest static Result split(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();

  @ExpectDiff(left = "words", right = "numbers") void diffOfDifferentTypes() {}
  @ExpectDiff(left = "nope", right = "numbers") void diffUnknownLeft() {}
  @ExpectDiff(left = "numbers", right = "others", onlyLeft = {"x"}) void diffBadLiteral() {}
  @ExpectCount(1) void countWithoutOutput() {}
}
