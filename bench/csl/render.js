#!/usr/bin/env node
// Render CSL-JSON records into the bibliographies of CSL styles with citeproc-js.
//
//   node bench/csl/render.js [--format=html] ITEMS.json STYLES_DIR LOCALES_DIR OUT_DIR style1 [style2 ...]
//
// Used by bench/csl_styles.py (which caches the output); nothing here is imported by refverify.
// Needs `npm install citeproc@2.4.63` in /work/thirdparty/csl (NODE_PATH=/work/thirdparty/csl/node_modules).
// Writes OUT_DIR/<style>.json: {"style", "entries": [{"id", "line"}], "error"?}; one line per record,
// the plain-text output of citeproc-js (numbers such as "[1]" included, as a reference manager writes them),
// or with --format=html its HTML output (<div class="csl-entry">, <i>, &#38; …), each entry on one line.
"use strict";
const fs = require("fs");
const path = require("path");
const CSL = require("citeproc");

const args = process.argv.slice(2);
const format = args[0] && args[0].startsWith("--format=") ? args.shift().slice("--format=".length) : "text";
const [itemsFile, stylesDir, localesDir, outDir, ...styles] = args;
const items = JSON.parse(fs.readFileSync(itemsFile, "utf8"));
const byId = Object.fromEntries(items.map((it) => [it.id, it]));

function styleXml(name) {
  let file = path.join(stylesDir, name + ".csl");
  if (!fs.existsSync(file)) file = path.join(stylesDir, "dependent", name + ".csl");
  let xml = fs.readFileSync(file, "utf8");
  const parent = xml.match(/href="[^"]*\/styles\/([^"]+)"\s+rel="independent-parent"/);
  if (parent) {
    // a dependent style: its parent's formatting with its own default locale
    const locale = xml.match(/default-locale="([^"]+)"/);
    xml = fs.readFileSync(path.join(stylesDir, parent[1] + ".csl"), "utf8");
    if (locale) xml = xml.replace(/default-locale="[^"]+"/, "").replace("<style ", `<style default-locale="${locale[1]}" `);
  }
  return xml;
}

const sys = {
  retrieveLocale(lang) {
    const file = path.join(localesDir, `locales-${lang}.xml`);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : false;
  },
  retrieveItem(id) { return byId[id]; },
};

fs.mkdirSync(outDir, { recursive: true });
for (const name of styles) {
  const out = { style: name, entries: [] };
  try {
    const engine = new CSL.Engine(sys, styleXml(name));
    engine.setOutputFormat(format);
    engine.updateItems(items.map((it) => it.id));
    const bib = engine.makeBibliography();
    if (!bib) {
      out.error = "the style has no bibliography";
    } else {
      const [meta, lines] = bib;
      meta.entry_ids.forEach((ids, i) => {
        out.entries.push({ id: ids[0], line: lines[i].replace(/\s+/g, " ").trim() });
      });
    }
  } catch (err) {
    out.error = String(err && err.message ? err.message : err).slice(0, 300);
  }
  fs.writeFileSync(path.join(outDir, name + ".json"), JSON.stringify(out, null, 1));
}
