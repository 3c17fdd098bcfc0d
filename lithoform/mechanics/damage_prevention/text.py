"""Damage prevention effects created by resolving spells and abilities (615.1a, 615.3, 609.7a), the text
part. Data only."""

from __future__ import annotations

import re
from typing import Any

from lithoform.cards.tree import Each, Filter, PreventDamage
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.damage_prevention.nodes import (
    PreventDamageByGroup,
    PreventDamageToOrBy,
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

    def prevent_all_from_chosen(self, c: list) -> VP:
        return _you(PreventFromChosenSource(self._source_filter(c)))

    def prevent_all_to(self, c: list) -> VP:
        return _you(PreventDamageToOrBy(to=c[-1], combat_only=c[0] is True))

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

    def prevent_combat_by(self, c: list) -> VP:
        """'Prevent all combat damage target creature would deal this turn.' (615.1a)"""
        return _you(PreventDamageToOrBy(by=c[-1], combat_only=True))

    # --- statics (615.1a) ------------------------------------------------------------------------------------------

    def pdir_to(self, c: list) -> tuple[bool, bool]:
        return (True, False)

    def pdir_by(self, c: list) -> tuple[bool, bool]:
        return (False, True)

    def pdir_both(self, c: list) -> tuple[bool, bool]:
        return (True, True)

    def pwhom_self(self, c: list) -> bool:
        return False

    def pwhom_attached(self, c: list) -> bool:
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}[word]
        if wanted not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported(f"'{word} creature' on a card that isn't an {wanted}")
        return True

    def st_prevent_all(self, c: list) -> PreventDamage:
        """'Prevent all combat damage that would be dealt to and dealt by enchanted creature.' (615.1a): a
        prevention effect of a static ability, for as long as the permanent is on the battlefield."""
        combat = c[0] is True
        (to, by), attached = c[-2], c[-1]
        return PreventDamage(to_this=to, by_this=by, combat_only=combat, attached=attached,
                             text=f"Prevent all {'combat ' if combat else ''}damage")

    def st_prevent_self_remove_counter(self, c: list) -> PreventDamage:
        """'If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.' (615.1a, 615.5):
        a counter removed each time damage is prevented this way (the Phantoms)."""
        return PreventDamage(to_this=True, counter=str(c[0]), counter_removed=True,
                             text="If damage would be dealt to ~, prevent that damage. Remove a counter from ~.")

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


LINES = (_joined_follow_up,)
