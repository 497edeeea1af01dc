#!/usr/bin/env python3
"""Finds circles of imports between the module files of Rust crates; exits 1 if any.

Usage: scripts/import-cycles.py [CRATE_DIR...]   (default: every crate in crates/)

File A uses file B when A names an item through B: `use crate::b::X`,
`use super::b::X`, `crate::b::f()` in code, or `b::X` for a child module b. A
name the crate root (lib.rs, main.rs) brings in with `use` is followed to the
file it comes from, so `crate::Position` uses position.rs, not lib.rs; another
module's re-export stays that module's (`crate::dice::DiceRng` uses dice/mod.rs).

Not counted: `mod b;` and `pub use` lines themselves, comments and strings,
`#[cfg(test)]` modules, and a file's use of its own parent (or any ancestor): a
module and the submodules it declares are one unit, where the children lean on
the parent (`super::Shared`) and the parent dispatches to them.

Each crate root under src/ (lib.rs, main.rs, bin/) is read with the modules it
declares. Each circle is printed with the line that makes each of its steps.
"""
import pathlib
import re
import sys

USE = re.compile(r"(\bpub\b(?:\s*\([^)]*\))?\s+)?\buse\s+([^;]*);")
MOD = re.compile(r"(#\[cfg\(test\)\]\s*)?\bmod\s+(\w+)\s*([;{])")
PATH = re.compile(r"(?<![\w:])\w+(?:\s*::\s*\w+)+")


def strip(text):
    """The text with comments, strings and char literals blanked (newlines kept)."""
    pat = re.compile(
        r'//[^\n]*|/\*.*?\*/|(?<!\w)b?r(#*)".*?"\1|(?<!\w)b?"(?:\\.|[^"\\])*"|'
        r"(?<!\w)b?'(?:\\.|[^'\\])'",
        re.S,
    )
    return pat.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def expand(tree):
    """Each path of a use tree with the name it brings in: `a::{b, c::{d as e, *}}`
    gives (['a', 'b'], 'b'), (['a', 'c', 'd'], 'e') and (['a', 'c', '*'], '*')."""
    tree = re.sub(r"\s*(::|[{},])\s*", r"\1", " ".join(tree.split()))
    if "{" not in tree:
        path, _, alias = tree.partition(" as ")
        return [(path.split("::"), alias or path.split("::")[-1])]
    head, body = tree.split("{", 1)
    depth, start, parts = 0, 0, []
    for i, ch in enumerate(body[: body.rfind("}")] + ","):
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            parts += [body[start:i]] if body[start:i] else []
            start = i + 1
    head = head.split("::")[:-1]
    return [
        (head, a if a != "self" else head[-1]) if s == ["self"] else (head + s, a)
        for p in parts
        for s, a in expand(p)
    ]


class Crate:
    """The module files of one crate root and the uses between them."""

    def __init__(self, root):
        self.files = {}  # module path (tuple) -> file
        self.aliases = {}  # module path (tuple, may be inline) -> {name: absolute path}
        self.refs = []  # (file, line, module path of the use, path segments)
        self.modules = set()  # every module path, of a file or inline
        self.read(root, (), root.parent)

    def read(self, file, modpath, childdir):
        self.files[modpath] = file
        self.modules.add(modpath)
        text = strip(file.read_text())
        scopes = [(0, modpath, False)]  # (depth at which an inline module ends, path, test?)
        depth = 0
        events = sorted(
            [(m.start(), "mod", m) for m in MOD.finditer(text)]
            + [(m.start(), "use", m) for m in USE.finditer(text)]
            + [(m.start(), "path", m) for m in PATH.finditer(text)]
            + [(m.start(), m.group(0), None) for m in re.finditer(r"[{}]", text)],
            key=lambda e: e[0],
        )
        used = set()
        for at, kind, m in events:
            _, here, test = scopes[-1]
            line = text.count("\n", 0, at) + 1
            if kind == "{":
                depth += 1
            elif kind == "}":
                depth -= 1
                if len(scopes) > 1 and depth == scopes[-1][0]:
                    scopes.pop()
            elif kind == "mod" and m.group(3) == "{":
                scopes.append((depth, here + (m.group(2),), test or bool(m.group(1))))
                self.modules.add(scopes[-1][1])
            elif kind == "mod" and here == modpath and not m.group(1):
                name = m.group(2)
                for f in (childdir / f"{name}.rs", childdir / name / "mod.rs"):
                    if f.exists():
                        self.read(f, modpath + (name,), childdir / name)
            elif kind == "use":
                for segs, alias in expand(m.group(2)):
                    if not (test or m.group(1)):
                        self.refs.append((file, line, here, segs))
                    self.aliases.setdefault(here, {})[alias] = (here, segs)
                used.update(range(m.start(), m.end()))
            elif kind == "path" and at not in used and not test:
                segs = re.sub(r"\s", "", m.group(0)).split("::")
                self.refs.append((file, line, here, segs))

    def absolute(self, here, segs):
        """The absolute module path of `segs` read in module `here`, or None if external."""
        if segs[0] == "crate":
            return tuple(segs[1:])
        if segs[0] in ("self", "super"):
            while segs and segs[0] in ("self", "super"):
                here, segs = (here[:-1] if segs[0] == "super" else here), segs[1:]
            return here + tuple(segs)
        if here + (segs[0],) in self.modules:  # a relative path to a child module
            return here + tuple(segs)
        alias = self.aliases.get(here, {}).get(segs[0])
        if alias and alias[1][0] != segs[0]:  # a name brought in by `use`
            full = self.absolute(*alias)
            return None if full is None else full + tuple(segs[1:])
        return None

    def target(self, path, seen=()):
        """The file through which `path` names an item: its module's file, or for a
        name the crate root brings in with `use`, the file that name comes from."""
        file = self.files[max((p for p in self.files if path[: len(p)] == p), key=len)]
        scope = max((p for p in self.modules if path[: len(p)] == p), key=len)
        at_root = scope == () != path
        alias = self.aliases.get(scope, {}).get(path[len(scope)]) if at_root else None
        if alias and alias[1][-1] != "*" and path not in seen:
            full = self.absolute(*alias)
            if full is not None:
                return self.target(full + path[len(scope) + 1 :], seen + (path,))
        return file

    def edges(self):
        """{file: {used file: (line, path text)}}."""
        out = {f: {} for f in self.files.values()}
        module = {f: m for m, f in self.files.items()}
        for file, line, here, segs in self.refs:
            full = self.absolute(here, [s for s in segs if s != "*"] or ["self"])
            if full is None:
                continue
            to = self.target(full)
            if module[file][: len(module[to])] != module[to]:  # not itself nor an ancestor
                out[file].setdefault(to, (line, "::".join(segs)))
        return out


def circles(edges):
    """The shortest circle through each file that is on one (Tarjan's algorithm)."""
    index, low, stack, groups = {}, {}, [], []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while not group or group[-1] != v:
                group.append(stack.pop())
            if len(group) > 1:
                groups.append(set(group))

    for v in edges:
        if v not in index:
            visit(v)
    found = set()
    for group in groups:  # from each file, a shortest circle back to it
        for start in group:
            paths, done = [[start]], {start}
            while paths:
                path = paths.pop(0)
                if start in edges[path[-1]]:
                    i = path.index(min(path))  # one rotation, to count each circle once
                    found.add(tuple(path[i:] + path[:i] + [path[i]]))
                    break
                for w in sorted(set(edges[path[-1]]) & group - done):
                    done.add(w)
                    paths.append(path + [w])
    return sorted(found)


def main(dirs):
    bad = 0
    for d in map(pathlib.Path, dirs):
        src = d / "src"
        roots = [src / "lib.rs", src / "main.rs"] + sorted(src.glob("bin/*.rs"))
        roots += sorted(src.glob("bin/*/main.rs"))
        for root in filter(pathlib.Path.exists, roots):
            crate = Crate(root)
            edges = crate.edges()
            found = circles(edges)
            name = root.relative_to(d.parent)
            print(f"{name}: {len(crate.files)} files, {len(found)} circle(s)")
            for circle in found:
                bad += 1
                steps = [
                    f"{a.relative_to(src)}:{edges[a][b][0]} {edges[a][b][1]}"
                    for a, b in zip(circle, circle[1:])
                ]
                print("  circle: " + " -> ".join(steps + [str(circle[0].relative_to(src))]))
    return 1 if bad else 0


if __name__ == "__main__":
    here = pathlib.Path(__file__).resolve().parent.parent
    sys.exit(main(sys.argv[1:] or sorted(str(d) for d in (here / "crates").iterdir())))
