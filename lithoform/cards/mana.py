"""Mana symbols, costs, pools and payment (CR 106, 107.4, 202.3, 601.2f-h).

A mana cost is parsed once into a `ManaCost`: an amount of generic mana, a tuple of the other symbols
(colored, colorless {C}, hybrid {W/U}, monocolored hybrid {2/W}, Phyrexian {W/P}) and how many {X}.
Mana in a pool is a tuple of `Mana` units, each remembering its source (106.3).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

import msgspec

from lithoform.cards.nodes.refs import Filter

COLORS = ("W", "U", "B", "R", "G")
MANA_TYPES = ("W", "U", "B", "R", "G", "C")
_SYMBOL = re.compile(r"\{([^}]+)\}")


class ManaCostError(ValueError):
    """A mana cost string that is not made of mana symbols (107.4)."""


class ManaCost(msgspec.Struct, frozen=True):
    """A parsed mana cost (107.4). `symbols` holds every non-generic, non-X symbol in printed order."""

    generic: int = 0
    symbols: tuple[str, ...] = ()
    x_count: int = 0

    @property
    def mana_value(self) -> int:
        """202.3: X counts as 0 off the stack; {2/W} counts 2; every other symbol counts 1."""
        return self.generic + sum(2 if s.startswith("2/") else 1 for s in self.symbols)

    @property
    def colors(self) -> tuple[str, ...]:
        """202.2: the colors of the mana symbols in the cost, in WUBRG order."""
        found = {c for s in self.symbols for c in s.split("/") if c in COLORS}
        return tuple(c for c in COLORS if c in found)

    def with_x(self, x: int) -> ManaCost:
        """601.2f: the total cost with a value chosen for X (107.3)."""
        return ManaCost(self.generic + x * self.x_count, self.symbols, 0)

    def plus(self, other: ManaCost) -> ManaCost:
        """Adds an additional cost or a cost increase (601.2f)."""
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols, self.x_count + other.x_count)

    def minus(self, other: ManaCost) -> ManaCost:
        """601.2f, 118.7a-c: a cost reduction. Generic mana reduces only the generic component (118.7a); a
        colored or colorless symbol removes one such symbol, or one generic mana when the cost has none
        (118.7b-c). Never below {0}."""
        symbols = list(self.symbols)
        generic = self.generic
        for s in other.symbols:
            if s in symbols:
                symbols.remove(s)
            else:
                generic -= 1
        return ManaCost(max(0, generic - other.generic), tuple(symbols), self.x_count)

    def as_any_type(self) -> ManaCost:
        """609.4b: the cost as it is paid with mana spent as though it were mana of any type: each colored,
        hybrid, Phyrexian or colorless symbol can be paid with one mana of any type ({2/W} with one, 107.4e),
        so it is one generic mana; {S} still needs snow mana (107.4h: snow isn't a type)."""
        kept = tuple(s for s in self.symbols if s == "S")
        return ManaCost(self.generic + len(self.symbols) - len(kept), kept, self.x_count)

    def as_any_color(self) -> ManaCost:
        """609.4b: the cost as it is paid with mana spent as though it were mana of any color: each colored or
        hybrid symbol ({W}, {W/U}, {2/W} with one mana, 107.4e) can be paid with one mana of any type, so it is
        one generic mana; {C} (colorless mana only), {S} (snow, 107.4h) and Phyrexian symbols (107.4f: its color
        or 2 life) keep their own readings."""
        kept = tuple(s for s in self.symbols if s in ("C", "S") or s.endswith("/P"))
        if len(kept) == len(self.symbols):
            return self
        return ManaCost(self.generic + len(self.symbols) - len(kept), kept, self.x_count)

    def is_zero(self) -> bool:
        return self.generic == 0 and not self.symbols and self.x_count == 0

    def __str__(self) -> str:
        parts = ["{X}"] * self.x_count
        if self.generic or (not self.symbols and not self.x_count):
            parts.append(f"{{{self.generic}}}")
        parts.extend(f"{{{s}}}" for s in self.symbols)
        return "".join(parts)


ZERO_COST = ManaCost()


@lru_cache(maxsize=4096)
def parse_cost(text: str | None) -> ManaCost:
    """Parses `{2}{W}{U/B}{X}` into a ManaCost; an empty or missing cost is {0}."""
    if not text:
        return ZERO_COST
    if _SYMBOL.sub("", text).strip():
        raise ManaCostError(f"not a mana cost: {text!r}")
    generic = 0
    x_count = 0
    symbols: list[str] = []
    for raw in _SYMBOL.findall(text):
        sym = raw.upper()
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            x_count += 1
        elif _valid_symbol(sym):
            symbols.append(sym)
        else:
            raise ManaCostError(f"unknown mana symbol {{{raw}}} in {text!r}")
    return ManaCost(generic, tuple(symbols), x_count)


def _valid_symbol(sym: str) -> bool:
    if sym in MANA_TYPES or sym == "S":
        return True
    parts = sym.split("/")
    if len(parts) == 2:
        a, b = parts
        if b == "P":
            return a in COLORS or a == "C"
        if a in ("2", "C"):  # monocolored hybrid: {2/W} and {C/W} (107.4)
            return b in COLORS
        return a in COLORS and b in COLORS and a != b
    if len(parts) == 3:  # hybrid Phyrexian {G/U/P}
        return parts[0] in COLORS and parts[1] in COLORS and parts[2] == "P"
    return False


class Mana(msgspec.Struct, frozen=True, omit_defaults=True):
    """One mana in a pool (106.1): its type and its source (106.3). (`kept` is left out of the saved state when
    it is 0, so a pool saves as it did before the field existed.)"""

    type: str
    source: int = 0
    kept: int = 0  # 'until end of turn, you don't lose this mana as steps and phases end': that turn (500.4)
    # 106.6: 'Spend this mana only to ...': what it may be spent on ('spell:Creature|ability:Creature': a creature
    # spell or an activated ability of a creature), "" for any cost (rules/payment.py, `spendable`)
    only: str = ""
    # 106.6: an effect of spending it: "uncounterable" ('..., and that spell can't be countered'), read from the
    # spell it paid for (rules/execute.py records it in the spell's choices)
    rider: str = ""
    # 107.4h: made by a snow source (106.3), so it can pay {S}; set as it is added (rules/payment.py, `add_mana`)
    snow: bool = False


def encode_only(f: Filter) -> str:
    """106.6: the part of a Mana's `only` clause that says which spells (or which permanents' abilities) it may be
    spent on: the card types alone as 'Creature/Artifact' (any one of them), any other description as its
    filter's JSON (`decode_only`)."""
    bare = Filter(types=f.types, stack_kind=f.stack_kind)
    if f == bare and f.types:
        return "/".join(f.types)
    return msgspec.json.encode(f).decode()


@lru_cache(maxsize=256)
def decode_only(part: str) -> Filter | None:
    """The filter an `encode_only` text stands for; None for '' (any)."""
    if not part:
        return None
    if part.startswith("{"):
        return msgspec.json.decode(part, type=Filter)
    return Filter(types=tuple(part.split("/")))


def symbol_accepts(symbol: str, mana_type: str) -> bool:
    """Whether one mana of this type pays this (non-generic) symbol by itself (107.4). ({S} takes any type of
    mana from a snow source, 107.4h: `unit_accepts`.)"""
    if symbol == mana_type:
        return True
    if "/" in symbol:
        return mana_type in symbol.split("/") and mana_type != "P"
    return False


# 106.6: a Mana's `only` clause 'can't be spent to pay generic mana costs' (Jegantha, the Wellspring): it may pay any
# cost, but only its symbols of one color (or {C}), never its generic part (107.4c) nor {2/W} paid with two mana
NONGENERIC = "nongeneric"


def pays_generic(unit: Mana) -> bool:
    """Whether this mana may pay a generic mana cost (106.6: not 'can't be spent to pay generic mana costs')."""
    return not unit.only or NONGENERIC not in unit.only.split("|")


def unit_accepts(symbol: str, unit: Mana) -> bool:
    """Whether this mana pays this (non-generic) symbol by itself: 107.4h, {S} takes one mana of any type made
    by a snow source; every other symbol goes by the mana's type (`symbol_accepts`)."""
    if symbol == "S":
        return unit.snow
    return symbol_accepts(symbol, unit.type)


def pay_from_pool(cost: ManaCost, pool: Sequence[Mana], life_for_phyrexian: int = 0) -> tuple[int, ...] | None:
    """Finds pool indices that pay `cost` exactly (601.2h), paying `life_for_phyrexian` Phyrexian symbols
    with 2 life each (107.4f). Returns None when the pool cannot pay it that way.

    Symbols are matched most-constrained first; hybrid symbols are tried each way (backtracking), and
    generic mana takes what is left, colorless first so colored mana stays for later spells."""
    phyrexian = [i for i, s in enumerate(cost.symbols) if s.endswith("/P")]
    if life_for_phyrexian > len(phyrexian):
        return None
    skipped = set(phyrexian[:life_for_phyrexian])
    needs = [s for i, s in enumerate(cost.symbols) if i not in skipped]
    needs.sort(key=_flexibility)
    types = [m.type + ("*" if m.snow else "") for m in pool]  # ('*': snow mana, 107.4h, kept apart for {S})
    # 106.6: mana that can't pay generic costs is kept out of them (marked used for the generic part, below)
    no_generic = [i for i, m in enumerate(pool) if m.only and not pays_generic(m)]
    used = [False] * len(types)
    chosen: list[int] = []

    def fill(k: int) -> bool:
        if k == len(needs):
            if not no_generic:
                return _fill_generic(cost.generic, types, used, chosen)
            kept = [i for i in no_generic if not used[i]]
            for i in kept:
                used[i] = True
            done = _fill_generic(cost.generic, types, used, chosen)
            for i in kept:
                used[i] = False
            return done
        sym = needs[k]
        if sym.startswith("2/"):
            # 107.4e: one mana of the color, or two mana of any type (every distinct pair is a way)
            options = [(i,) for i, t in enumerate(types) if not used[i] and t[0] == sym[2]]
            free = [i for i, t in enumerate(types) if not used[i] and i not in no_generic]
            options += [(a, b) for n, a in enumerate(free) for b in free[n + 1:]]
        else:
            options = [(i,) for i, t in enumerate(types) if not used[i] and unit_accepts(sym, pool[i])]
        tried: set[tuple[str, ...]] = set()
        for opt in options:
            key = tuple(types[i] for i in opt)
            if key in tried:
                continue
            tried.add(key)
            for i in opt:
                used[i] = True
                chosen.append(i)
            if fill(k + 1):
                return True
            for i in opt:
                used[i] = False
                chosen.pop()
        return False

    return tuple(sorted(chosen)) if fill(0) else None


def _flexibility(symbol: str) -> int:
    if symbol.startswith("2/") or symbol == "S":  # {S}: any type, but only snow mana (107.4h)
        return 3
    return symbol.count("/") + 1


def _fill_generic(generic: int, types: list[str], used: list[bool], chosen: list[int]) -> bool:
    free = sorted((i for i, u in enumerate(used) if not u), key=lambda i: (types[i][0] != "C", types[i][-1] == "*"))
    if len(free) < generic:
        return False
    chosen.extend(free[:generic])
    return True


def least_mana(cost: ManaCost) -> int:
    """The fewest mana that could pay `cost`: each symbol at least one mana ({2/W} with W), Phyrexian ones
    none (with life)."""
    return cost.generic + sum(1 for s in cost.symbols if not s.endswith("/P"))


def phyrexian_count(cost: ManaCost) -> int:
    return sum(1 for s in cost.symbols if s.endswith("/P"))


def mana_units(text: str, source: int, only: str = "", rider: str = "") -> tuple[Mana, ...]:
    """The mana that 'Add {G}{G}' style text makes, each unit with its source (106.3) and the restriction on
    spending it and what spending it does, if any (106.6)."""
    cost = parse_cost(text)
    units = [Mana("C", source, only=only, rider=rider)] * cost.generic
    units += [Mana(s, source, only=only, rider=rider) for s in cost.symbols]
    return tuple(units)


def format_pool(pool: Iterable[Mana]) -> str:
    counts: dict[str, int] = {}
    for m in pool:
        counts[m.type] = counts.get(m.type, 0) + 1
    return "".join(f"{{{t}}}" * counts[t] for t in MANA_TYPES if t in counts) or "empty"
