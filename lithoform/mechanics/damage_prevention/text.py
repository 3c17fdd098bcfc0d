"""Damage prevention effects created by resolving spells and abilities (615.1a, 615.3, 609.7a), the text
part. Data only."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from lithoform.cards.tree import DamageWhere, Each, Filter, PreventDamage, SourceHasCounter, You
from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.replacements import source_filter
from lithoform.compiler.values import VP, Suffix, Unsupported
from lithoform.mechanics.damage_prevention.nodes import (
    PreventDamageByGroup,
    PreventDamageToOrBy,
    PreventDamageWhere,
    PreventFromChosenSource,
)

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"artifact": "Artifact", "creature": "Creature", "land": "Land", "enchantment": "Enchantment"}


def _you(effect: Any) -> VP:
    return VP(lambda who: effect, "you")


class DamagePreventionRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _source_filter(self, c: list) -> Filter | None:
        """'a red source', 'an artifact source', 'a source' (609.7a: any object that could be a source)."""
        toks = [x for x in c if not isinstance(x, VP) and str(x).startswith("§")]
        if not toks:
            return None
        words = [w for w in self._words(toks[0])]  # type: ignore[attr-defined]
        if len(words) == 1 and words[0] in _COLORS:
            return Filter(colors=(_COLORS[words[0]],))
        if len(words) == 1 and words[0] in _TYPES:
            return Filter(types=(_TYPES[words[0]],))
        raise Unsupported(f"a source of your choice described as '{' '.join(words)}'")

    def prevent_next_time_chosen(self, c: list) -> Any:
        """615.3: 'the next time a source of your choice would deal damage to you this turn, prevent that
        damage': the source is chosen as it resolves (609.7a); it prevents the next such damage event."""
        return PreventFromChosenSource(self._source_filter(c), c[-1], next_time=True)

    def prevent_next_time_chosen_color(self, c: list) -> Any:
        """615.3, 609.7a: as above, the source chosen among those of the color chosen as the permanent entered
        (607.2d: 'the chosen color')."""
        return PreventFromChosenSource(Filter(chosen="color"), c[-1], next_time=True)

    def prevent_all_from_chosen(self, c: list) -> VP:
        return _you(PreventFromChosenSource(self._source_filter(c)))

    def prevent_all_from_chosen_to(self, c: list) -> VP:
        """609.7a, 615.1a: all the damage the source chosen as this resolves would deal this turn to the named
        player or object (not only the next time: 615.3 doesn't end it)."""
        to = [x for x in c if not str(x).startswith("§")][-1]
        return _you(PreventFromChosenSource(self._source_filter(c), to))

    def prevent_all_to(self, c: list) -> VP:
        """'... dealt to target creature this turn' names objects as it resolves (PreventDamageToOrBy); 'to you
        and creatures you control this turn [by sources you don't control]' describes recipients, matched as
        the damage would be dealt (615.1: not locked in), with the sources (PreventDamageWhere)."""
        combat = c[0] is True
        parts = [x for x in c if x is not True]
        by = parts.pop() if parts and isinstance(parts[-1], list) else []
        if len(parts) == 1 and not by and not isinstance(parts[0], You | Each):
            return _you(PreventDamageToOrBy(to=parts[0], combat_only=combat))
        to: list[tuple[str, Any]] = []
        for ref in parts:
            if isinstance(ref, You):
                to.append(("you", None))
            elif isinstance(ref, Each):
                to.append(("group", ref.filter))
            else:
                raise Unsupported("damage prevented this turn for named objects and others together")
        return self._prevent_where_this_turn("combat" if combat else None, to, by)

    def prevent_all_to_players(self, c: list) -> VP:
        return self._prevent_where_this_turn("combat" if c and c[0] is True else None, [("players", None)], [])

    def _prevent_where_this_turn(self, kind: str | None, to: list, by: list) -> VP:
        static = self._prevent_where(kind, to, by)
        if static.where is None:
            raise Unsupported("a prevention effect of a spell for ~")
        return _you(PreventDamageWhere(static.where, combat_only=static.combat_only))

    def prevent_all_by(self, c: list) -> VP:
        return _you(PreventDamageToOrBy(by=c[-1], combat_only=c[0] is True))

    def prevent_all_to_and_by(self, c: list) -> VP:
        return _you(PreventDamageToOrBy(to=c[-1], by=c[-1], combat_only=c[0] is True))

    def prevent_all_by_group(self, c: list) -> VP:
        """615.1a: 'Prevent all combat damage that would be dealt this turn by creatures without trample.'
        (Tanglesap): only a group ('each' of a description), read as the damage would be dealt."""
        what = c[-1]
        if not isinstance(what, Each):
            raise Unsupported("'that would be dealt this turn by' something other than a group")
        return _you(PreventDamageByGroup(what.filter, combat_only=c[0] is True))

    def prevent_all_sources_deal(self, c: list) -> VP:
        """'Prevent all damage that sources of the chosen color would deal this turn.' (Prismatic Strands; 615.1a):
        a group of sources by their qualities, in any zone (609.7), read as the damage would be dealt."""
        kind, what = c[-1]  # ps_sources: ("group", the sources' filter)
        return _you(PreventDamageByGroup(what, combat_only=c[0] is True))

    def prevent_combat_by(self, c: list) -> VP:
        """'Prevent all combat damage target creature would deal this turn.' (615.1a)"""
        return _you(PreventDamageToOrBy(by=c[-1], combat_only=True))

    # --- statics (615.1a) ------------------------------------------------------------------------------------------

    # 'prevent all [combat] damage that would be dealt to ... by ...': each recipient or source is a
    # (kind, value) pair read into a DamageWhere (or, for ~ and the attached permanent alone, the flags of old)

    def damage_kind(self, c: list) -> str:
        return "combat" if c[0] is True else "noncombat"

    def pwhom_self(self, c: list) -> tuple[str, bool]:
        return ("self", False)

    def pwhom_attached(self, c: list) -> tuple[str, bool]:
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}[word]
        if wanted not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported(f"'{word} creature' on a card that isn't an {wanted}")
        return ("self", True)

    def pr_whom(self, c: list) -> tuple[str, Any]:
        return c[0]

    def pr_you(self, c: list) -> tuple[str, Any]:
        return ("you", None)

    def pr_players(self, c: list) -> tuple[str, Any]:
        return ("players", None)

    def pr_group(self, c: list) -> tuple[str, Any]:
        try:
            return ("group", c[0].permanents())
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def prevent_recipients(self, c: list) -> list:
        return list(c)

    def ps_whom(self, c: list) -> tuple[str, Any]:
        return c[0]

    def ps_group(self, c: list) -> tuple[str, Any]:
        d = c[0]
        if d.zone != "battlefield" or d.noun in ("card", "ability"):
            raise Unsupported("damage sources described as cards or abilities")
        try:  # 'instant and sorcery spells': a spell deals damage from the stack; the filter reads its types
            return ("group", d.filter() if d.noun == "spell" else d.permanents())
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def ps_sources(self, c: list) -> tuple[str, Any]:
        """'artifact sources', 'red sources', 'sources you don't control', 'sources of the chosen color' (609.7:
        any object that deals damage, by its qualities)."""
        words = [w for x in c if str(x).startswith("§") for w in self._words(x)]  # type: ignore[attr-defined]
        suffixes = [x for x in c if isinstance(x, Suffix)]
        d = self.desc_of_words(words or ["permanent"], suffixes)  # type: ignore[attr-defined]
        if d.noun not in ("", "permanent") or d.zone != "battlefield":
            raise Unsupported("damage sources described as spells or cards")
        try:
            return ("group", d.filter())
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def ps_sources_chosen_name(self, c: list) -> tuple[str, Any]:
        """'sources with the chosen name' (Gideon's Intervention): any object with the name its source chose as it
        entered (201.3, 607.2d), whatever zone it deals damage from (609.7)."""
        return ("group", Filter(chosen="name"))

    def prevent_sources(self, c: list) -> list:
        return list(c)

    def pw_to_by(self, c: list) -> tuple[list, list]:
        return (c[0], c[1] if len(c) > 1 else [])

    def pw_by_to(self, c: list) -> tuple[list, list]:
        return (c[1] if len(c) > 1 else [], c[0])

    def pw_to_and_by(self, c: list) -> tuple[str, Any]:
        return ("both", c[0])

    def _prevent_where(self, kind: str | None, to: list, by: list) -> PreventDamage:
        combat = kind == "combat"
        text = f"Prevent all {kind + ' ' if kind else ''}damage"
        attached = any(v is True for k, v in (*to, *by) if k == "self")
        if kind != "noncombat" and len(to) + len(by) == 1 and (to or by)[0][0] == "self":
            # '... dealt to ~' / '... dealt by enchanted creature' (615.1a): the flags of one object
            return PreventDamage(to_this=bool(to), by_this=bool(by), combat_only=combat, attached=attached, text=text)
        where: dict[str, Any] = {"noncombat": kind == "noncombat"}
        for k, v in to:
            if k == "self":
                where["to_self"] = True
            elif k == "you":
                where["to_you"] = True
            elif k == "players":
                where["to_players"] = True
            elif "to" in where:
                raise Unsupported("damage prevented for two groups of permanents")
            else:
                where["to"] = v
        for k, v in by:
            if k == "self":
                where["by_self"] = True
            else:
                where["by"] = v
        return PreventDamage(combat_only=combat, attached=attached, where=DamageWhere(**where), text=text)

    def st_prevent_all(self, c: list) -> PreventDamage:
        """'Prevent all combat damage that would be dealt to and dealt by enchanted creature.' (615.1a), 'Prevent
        all damage that would be dealt to you and creatures you control by sources you don't control.': a
        prevention effect of a static ability, for as long as the permanent is on the battlefield."""
        kind = c[0] if isinstance(c[0], str) else None
        where = c[-1]
        if where[0] == "both":
            kind_, attached = where[1]
            return PreventDamage(to_this=True, by_this=True, combat_only=kind == "combat", attached=attached,
                                 text=f"Prevent all {kind + ' ' if kind else ''}damage")
        return self._prevent_where(kind, *where)

    def prevent_if_whom(self, c: list) -> tuple[str, Any]:
        return c[0]

    def prevent_if_any(self, c: list) -> tuple[str, Any]:
        return c[0]

    def gain_prevented(self, c: list) -> str:
        return "gain"

    def st_prevent_if_to(self, c: list) -> PreventDamage:
        """'If damage would be dealt to you, prevent that damage.' (Immortal Coil; 615.1a)"""
        return self._gaining(self._prevent_where(None, [c[0]], []), c)

    def st_prevent_if_noncombat_to(self, c: list) -> PreventDamage:
        """'If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage
        prevented this way.' (Purity; 615.1a, 615.5)"""
        return self._gaining(self._prevent_where("noncombat", [c[0]], []), c)

    def _gaining(self, ability: PreventDamage, c: list) -> PreventDamage:
        """615.5: '... You gain life equal to the damage prevented this way.': the additional effect."""
        if c and c[-1] == "gain":
            return msgspec.structs.replace(ability, gain_prevented=True)
        return ability

    def st_prevent_source_to(self, c: list) -> PreventDamage:
        """'If a source you don't control would deal damage to you, prevent that damage.' (615.1a, 609.7)"""
        gain = c[-1] == "gain"
        c = c[:-1] if gain else c
        source = source_filter(c[0])
        combat = any(x is True for x in c[1:-1])
        to = c[-1]
        where = DamageWhere(to_you=to.get("to_you", False), to=to.get("affected"), to_self=to.get("attached", False),
                            by=None if source == Filter() else source)
        if where == DamageWhere():
            where = DamageWhere(to_players=True, to=Filter())  # 'a source would deal damage to anything'
        return PreventDamage(combat_only=combat, attached=to.get("attached", False), where=where, gain_prevented=gain,
                             text="If a source would deal damage, prevent that damage")

    def st_prevent_dealt_by(self, c: list) -> PreventDamage:
        """'Prevent all damage that ~ would deal to red creatures.' (615.1a)"""
        kind = c[0] if isinstance(c[0], str) else None
        rest = [x for x in c if not isinstance(x, str)]
        return self._prevent_where(kind, rest[1] if len(rest) > 1 else [], [rest[0]])

    def st_prevent_self_remove_counter(self, c: list) -> PreventDamage:
        """'If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.' (615.1a, 615.5):
        a counter removed each time damage is prevented this way (the Phantoms); 'remove that many +1/+1 counters
        from it' (Protean Hydra): as many as the damage prevented; 'while it has a +1/+1 counter on it' (Ugin's
        Conjurant): only then (611.3a, read as the damage would be dealt)."""
        parts = [x for x in c if x is not None]
        condition = next((x for x in parts if isinstance(x, SourceHasCounter)), None)
        count, kind = [x for x in parts if not isinstance(x, SourceHasCounter)][:2]
        if condition is not None and condition.kind != str(kind):
            raise Unsupported("a condition on one kind of counter and another kind removed")
        return PreventDamage(to_this=True, counter=str(kind), counter_removed=True, counter_each=count == "many",
                             condition=condition)

    def while_has_counter(self, c: list) -> SourceHasCounter:
        return SourceHasCounter(str(c[0]))

    def removed_count(self, c: list) -> str:
        return "one" if len(c) == 1 else "many"

    def st_prevent_self_counter_each(self, c: list) -> PreventDamage:
        """'... prevent that damage. Put a -1/-1 counter on ~ for each 1 damage prevented this way.' (615.5)"""
        if str(c[1]) != "1":
            raise Unsupported("a counter for each N damage prevented")
        return PreventDamage(to_this=True, counter=str(c[0]), counter_each=True,
                             text="If damage would be dealt to ~, prevent that damage. Put a counter on ~ for each "
                                  "1 damage prevented this way.")

    def st_prevent_if_to_self(self, c: list) -> PreventDamage:
        """'If damage would be dealt to ~, prevent that damage.' (615.1a)"""
        return PreventDamage(to_this=True, text="If damage would be dealt to ~, prevent that damage.")


TRANSFORMER = DamagePreventionRules

_FOLLOW_UP = re.compile(r"^(if damage would be dealt to ~, prevent that damage)\. ((?:remove a \S+ counter from ~|put a "
                        r"\S+ counter on ~ for each 1 damage prevented this way)\.)$")


def _joined_follow_up(text: str, subtypes: tuple[str, ...]) -> str | None:
    """615.5: the prevention and its additional effect are one ability printed as two sentences."""
    m = _FOLLOW_UP.match(text)
    return f"{m.group(1)} and {m.group(2)}" if m else None


_GAIN = re.compile(r"^(if .*, prevent that damage)\. (you gain life equal to the damage prevented this way)\.$")


def _joined_gain(text: str, subtypes: tuple[str, ...]) -> str | None:
    """615.5: a static prevention and its additional effect, printed as two sentences, are one ability."""
    m = _GAIN.match(text)
    return f"{m.group(1)} and {m.group(2)}." if m else None


LINES = (_joined_follow_up, _joined_gain)
