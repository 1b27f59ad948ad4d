package io.pipespec.browser;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The timeline page of a failing leaderboard scenario, made by the engine and looked at in headless
 * Chromium: what a person sees, read through the DOM, and a screenshot that must not be blank
 * ({@code target/timeline-report.png}, the README's picture). Without Chromium and its driver the
 * tests are skipped, saying how to install them.
 */
class TimelinePageInBrowserTest {

  private static final String LEADERBOARD = "io.pipespec.browser.fixtures.LeaderboardTest";
  private static final Path REPORTS = Path.of("target", "pipespec-reports-browser");
  private static final Path SCREENSHOT = Path.of("target", "timeline-report.png");
  private static final Path SCREEN = Path.of("target", "report-page-1400x1000.png");
  private static final Path DRAWINGS = Path.of("target", "report-drawings-1400x1000.png");

  /** Copied to docs/images/report-page.png, the README's picture (docs/contributing.md). */
  private static final Path PICTURE = Path.of("target", "report-page.png");

  private static ChromeDriver browser;
  private static Path page;
  private static EngineExecutionResults results;

  /** Why the browser tests cannot run here, and how to make them; null when they can. */
  private static String missing;

  @BeforeAll
  static void runTheScenarioAndOpenItsPage() {
    Path chromium = Path.of(System.getProperty("pipespec.chromium", "/usr/bin/chromium"));
    Path driver = Path.of(System.getProperty("pipespec.chromedriver", "/usr/bin/chromedriver"));
    if (!Files.isExecutable(chromium) || !Files.isExecutable(driver)) {
      missing =
          "SKIPPED the timeline report browser tests: no Chromium at "
              + chromium
              + " or no chromedriver at "
              + driver
              + ". Install them with `sudo apt-get install -y chromium chromium-driver` (Debian,"
              + " Ubuntu), or point -Dpipespec.chromium and -Dpipespec.chromedriver at them."
              + " Only these tests are skipped.";
      System.err.println(missing);
      return;
    }
    results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(LEADERBOARD))
            .configurationParameter("pipespec.reports.dir", REPORTS.toString())
            .execute();
    page = REPORTS.toAbsolutePath().resolve(LEADERBOARD).resolve("LateScores.html");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.toFile());
    options.addArguments(
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage");
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile()).build();
    browser = new ChromeDriver(service, options);
    browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    browser.manage().window().setSize(new Dimension(1500, 1250));
    browser.get(page.toUri().toString());
  }

  @BeforeEach
  void skipWithoutABrowser() {
    Assumptions.assumeTrue(missing == null, missing);
  }

  @AfterAll
  static void closeTheBrowser() {
    if (browser != null) {
      browser.quit();
    }
  }

  private static List<WebElement> all(String css) {
    return browser.findElements(By.cssSelector(css));
  }

  @Test
  void theFailuresOfTheScenarioPointAtThePageItShows() {
    assertThat(results.testEvents().failed().count()).isEqualTo(4);
    results
        .testEvents()
        .failed()
        .list()
        .forEach(
            event ->
                assertThat(
                        event
                            .getPayload(org.junit.platform.engine.TestExecutionResult.class)
                            .orElseThrow()
                            .getThrowable()
                            .orElseThrow()
                            .getMessage())
                    .endsWith("Timeline report: " + page.toUri()));
    assertThat(browser.getTitle()).isEqualTo("LateScores \u2013 LeaderboardTest");
  }

  @Test
  void everyFailureMessageIsOpenAndShownWhole() {
    List<WebElement> messages = all("pre.failure-message");
    assertThat(messages).hasSize(4);
    for (WebElement message : messages) {
      assertThat(message.isDisplayed()).isTrue();
      // a window history: many more lines than a fixed-height cell showed
      assertThat(message.getText().lines().count()).isGreaterThan(6);
      // nothing is hidden vertically: the box is as tall as its text
      Object hidden =
          browser.executeScript(
              "return arguments[0].scrollHeight - arguments[0].clientHeight;", message);
      assertThat(((Number) hidden).longValue()).isAtMost(0L);
    }
  }

  @Test
  void windowsAreBandsInEventTimeOrder() {
    List<String> windows =
        all("svg.output-timeline g.window").stream()
            .map(window -> window.getAttribute("data-window"))
            .collect(Collectors.toList());
    assertThat(windows).containsExactly("[12:00, 12:10)", "[12:10, 12:20)", "[12:20, 12:30)");
    WebElement first = all("svg.output-timeline g.window rect.band").get(0);
    WebElement second = all("svg.output-timeline g.window rect.band").get(1);
    assertThat(first.isDisplayed()).isTrue();
    assertThat(second.getRect().getX()).isGreaterThan(first.getRect().getX());
  }

  @Test
  void theFiringsOfAWindowAreShownInOrderWithTheirTimings() {
    List<WebElement> panes = all("g.window[data-window='[12:00, 12:10)'] g.pane");
    assertThat(panes.stream().map(p -> p.getText()).collect(Collectors.toList()))
        .containsExactly("EARLY #0 \u00b7 2", "ON_TIME #1 \u00b7 2", "LATE #2 \u00b7 1")
        .inOrder();
    assertThat(panes.get(0).getRect().getX()).isLessThan(panes.get(1).getRect().getX());
  }

  @Test
  void theUnexpectedTotalIsHighlightedInRed() {
    List<WebElement> unexpected = all("circle.element.unexpected");
    assertThat(unexpected.stream().map(e -> e.getAttribute("data-element")).toList())
        .containsExactly("blue=7", "red=8");
    for (WebElement element : unexpected) {
      assertThat(element.isDisplayed()).isTrue();
      assertThat(element.getCssValue("stroke")).isEqualTo("rgb(220, 38, 38)");
    }
  }

  @Test
  void theMissingTotalsAreGhostsInTheWindowsTheyWereExpectedIn() {
    assertThat(
            all("g.window[data-window='[12:20, 12:30)'] g.missing.ghost").stream()
                .map(ghost -> ghost.getAttribute("data-element"))
                .toList())
        .containsExactly("green=1");
    assertThat(all("g.window[data-window='[12:20, 12:30)'] text.ghost-label").get(0).getText())
        .isEqualTo("missing: green=1");
    // and the keyed expectation's: blue=9 (blue changed) and red=2 in the second window
    assertThat(all("g.missing.ghost").size()).isEqualTo(5);
  }

  @Test
  void theWatermarkLaneShowsEveryWatermarkAndProcessingStep() {
    assertThat(all("svg.timeline-lane g.watermark-step").size()).isEqualTo(2);
    assertThat(all("svg.timeline-lane g.processing-step").size()).isEqualTo(1);
    assertThat(all("svg.timeline-lane g.input-step").size()).isEqualTo(3);
    assertThat(all("svg.timeline-lane").get(0).isDisplayed()).isTrue();
  }

  @Test
  void clickingAnExpectationHighlightsItsScope() {
    WebElement row = all("tr.expectation[data-expectation='secondWindowTotals']").get(0);
    row.click();
    assertThat(
            all("rect.scope-outline.focus").stream()
                .map(box -> box.getAttribute("data-expectation"))
                .toList())
        .containsExactly("secondWindowTotals");
    row.click();
    assertThat(all("rect.scope-outline.focus")).isEmpty();
  }

  /** A number the page's script returns. */
  private static double number(String script, Object... arguments) {
    return ((Number) browser.executeScript(script, arguments)).doubleValue();
  }

  @Test
  void onA1400By1000ScreenTheKeyedTableAndEveryFiringAreInViewUnclipped() throws Exception {
    browser.manage().window().setSize(new Dimension(1400, 1000));
    browser.navigate().refresh();
    try {
      double width = number("return document.documentElement.clientWidth;");
      double height = number("return window.innerHeight;");
      // nothing on the page scrolls sideways: not the page, not a drawing's box
      assertThat(number("return document.documentElement.scrollWidth;")).isAtMost(width);
      for (WebElement drawing : all("svg.output-timeline, svg.timeline-lane")) {
        WebElement box = drawing.findElement(By.xpath(".."));
        assertThat(number("return arguments[0].scrollWidth - arguments[0].clientWidth;", box))
            .isAtMost(0.0);
      }
      // every firing's marker, its text whole, right of the axis and inside the screen
      List<WebElement> markers = all("svg.output-timeline g.pane");
      assertThat(markers).isNotEmpty();
      for (WebElement marker : markers) {
        WebElement text = marker.findElement(By.cssSelector("text"));
        WebElement frame = marker.findElement(By.cssSelector("rect"));
        double right = number("return arguments[0].getBoundingClientRect().right;", text);
        assertThat(right).isAtMost(width);
        assertThat(right)
            .isAtMost(number("return arguments[0].getBoundingClientRect().right;", frame));
      }
      assertThat(markers.stream().map(WebElement::getText).toList()).contains("LATE #2 \u00b7 1");
      // the keyed difference is above the fold, and whole across
      WebElement keyed = all("table[data-diff='by-key']").get(0);
      double top = number("return arguments[0].getBoundingClientRect().top;", keyed);
      assertThat(top).isLessThan(height);
      assertThat(number("return arguments[0].getBoundingClientRect().right;", keyed))
          .isAtMost(width);
      // the page as a person opens it on that screen, and scrolled to its drawings: the README's
      // picture is made from the second (docs/contributing.md)
      Files.write(SCREEN, browser.getScreenshotAs(OutputType.BYTES));
      browser.executeScript(
          "document.querySelector('section.timeline').scrollIntoView();"
              + "window.scrollBy(0, -8);");
      byte[] drawings = browser.getScreenshotAs(OutputType.BYTES);
      Files.write(DRAWINGS, drawings);
      // the README's picture: the timeline and the output's drawing, down to its last window
      BufferedImage screen = ImageIO.read(new ByteArrayInputStream(drawings));
      double bottom =
          number(
              "return document.querySelector('svg.output-timeline').getBoundingClientRect().bottom"
                  + " * window.devicePixelRatio;");
      int cut = (int) Math.min(screen.getHeight(), Math.ceil(bottom) + 12);
      ImageIO.write(screen.getSubimage(0, 0, screen.getWidth(), cut), "png", PICTURE.toFile());
      assertThat(Files.size(PICTURE)).isLessThan(150_000L);
    } finally {
      browser.manage().window().setSize(new Dimension(1500, 1250));
      browser.navigate().refresh();
    }
  }

  @Test
  void theScreenshotIsNotBlank() throws Exception {
    byte[] png = browser.getScreenshotAs(OutputType.BYTES);
    Files.createDirectories(SCREENSHOT.getParent());
    Files.write(SCREENSHOT, png);
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    Set<Integer> colours = new HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 3) {
      for (int x = 0; x < image.getWidth(); x += 3) {
        colours.add(image.getRGB(x, y));
      }
    }
    assertThat(image.getWidth()).isAtLeast(1000);
    assertThat(colours.size()).isAtLeast(50);
  }
}
