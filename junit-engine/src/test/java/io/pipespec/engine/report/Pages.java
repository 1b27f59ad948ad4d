package io.pipespec.engine.report;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Reads pages with the JDK's XML parser (they are well-formed XHTML) and queries them by XPath. */
final class Pages {

  private Pages() {}

  static Document parse(Path page) throws Exception {
    return parse(Files.readString(page, StandardCharsets.UTF_8));
  }

  /** Namespaces off, so that XPath names elements plainly; the DOCTYPE is skipped. */
  static Document parse(String html) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(false);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    return factory
        .newDocumentBuilder()
        .parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
  }

  static NodeList nodes(Document document, String xpath) throws Exception {
    return (NodeList)
        XPathFactory.newInstance().newXPath().evaluate(xpath, document, XPathConstants.NODESET);
  }

  static int count(Document document, String xpath) throws Exception {
    return nodes(document, xpath).getLength();
  }

  static List<String> attributes(Document document, String xpath, String attribute)
      throws Exception {
    NodeList nodes = nodes(document, xpath);
    List<String> values = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      values.add(((Element) nodes.item(i)).getAttribute(attribute));
    }
    return values;
  }

  static String attribute(Document document, String xpath, String attribute) throws Exception {
    List<String> values = attributes(document, xpath, attribute);
    if (values.size() != 1) {
      throw new AssertionError("expected one node for " + xpath + ", found " + values);
    }
    return values.get(0);
  }

  /** The text of every node {@code xpath} selects, in document order. */
  static List<String> texts(Document document, String xpath) throws Exception {
    NodeList nodes = nodes(document, xpath);
    List<String> values = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      values.add(nodes.item(i).getTextContent());
    }
    return values;
  }

  static String text(Document document, String xpath) throws Exception {
    return XPathFactory.newInstance().newXPath().evaluate(xpath, document);
  }
}
