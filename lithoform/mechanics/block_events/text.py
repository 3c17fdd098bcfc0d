"""Block trigger events (509.3a-d, 603.2), the text part. 'Blocks or becomes blocked' is two trigger events
of one ability (compiled as one ability for each event, as 'attacks or blocks'): a creature can't both block
and be blocked in one combat (506.4), so it triggers as the one ability would. The rules core matches them
(rules/triggers/matching.block_triggers). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DelayedEventTrigger, Filter, Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported, replace, sequence

_ATTACHED = {"enchanted": "Aura", "equipped": "Equipment"}


def _creatures(d: Any, plural: bool = False) -> Filter:
    """A description of creatures on the battlefield ('a non-Wall creature', 'a creature with flying'); after
    'one or more', a plural one ('black creatures')."""
    if not isinstance(d, Desc) or d.zone != "battlefield" or d.noun in ("spell", "card", "ability", "player"):
        raise Unsupported("a block trigger on something other than creatures")
    if d.plural != plural:
        raise Unsupported("a block trigger on a number of creatures")
    f = d.filter()
    return f if "Creature" in (f.types or ()) else Filter(**{**_as_dict(f), "types": ("Creature", *(f.types or ()))})


def _as_dict(f: Filter) -> dict[str, Any]:
    return {k: getattr(f, k) for k in f.__struct_fields__}


class BlockEventRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    face_subtypes: tuple[str, ...]

    def _one(self, n: Any) -> None:
        if _int(n) != 1:
            raise Unsupported("blocked by a number of creatures")

    def _attached_word(self, c: list) -> None:
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        if word not in _ATTACHED or _ATTACHED[word] not in self.face_subtypes:
            raise Unsupported(f"'{word} creature' on a card that isn't an {_ATTACHED.get(word, word)}")

    def trig_self_blocks_or_blocked(self, c: list) -> list[Trigger]:
        """'Whenever ~ blocks or becomes blocked' (509.3a, 509.3c): once each combat it blocks or is blocked."""
        return [Trigger("blocks", this=True), Trigger("becomes_blocked", this=True)]

    def trig_self_blocks_or_blocked_by(self, c: list) -> list[Trigger]:
        """'Whenever ~ blocks or becomes blocked by a non-Wall creature' (509.3b, 509.3d): once for each such
        creature it blocks or that blocks it; 'that creature' is that creature."""
        self._one(c[0])
        f = _creatures(c[1])
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("blocks", this=True, filter=f), Trigger("becomes_blocked", this=True, filter=f)]

    def trig_self_blocks_or_blocked_by_one_or_more(self, c: list) -> list[Trigger]:
        """'Whenever ~ blocks or becomes blocked by one or more Orcs' (509.3b, 509.3d): once per declaration of
        blockers if any such creature it blocks or that blocks it (603.2c, the trigger's `batch`); 'it' is ~."""
        f = _creatures(c[0], plural=True)
        return [Trigger("blocks", this=True, filter=f, batch=True),
                Trigger("becomes_blocked", this=True, filter=f, batch=True)]

    def trig_attached_blocks_or_blocked(self, c: list) -> list[Trigger]:
        self._attached_word(c)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("blocks", equipped=True), Trigger("becomes_blocked", equipped=True)]

    def trig_attached_blocks_or_blocked_by(self, c: list) -> list[Trigger]:
        self._attached_word(c)
        self._one(c[2])
        f = _creatures(c[3])
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("blocks", equipped=True, filter=f), Trigger("becomes_blocked", equipped=True, filter=f)]

    def trig_attached_becomes_blocked(self, c: list) -> Trigger:
        """'Whenever enchanted creature becomes blocked' (509.3c): once; 'it' is the enchanted creature, an
        attacking creature (509.1h), so 'defending player' is the player it attacks (506.2; Tormentor's Helm)."""
        self._attached_word(c)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        self.scope.attacker_event = True  # type: ignore[attr-defined]
        return Trigger("becomes_blocked", equipped=True)

    def trig_attached_blocks(self, c: list) -> Trigger:
        self._attached_word(c)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("blocks", equipped=True)

    def trig_attached_attacks_or_blocks(self, c: list) -> list[Trigger]:
        """'Whenever enchanted creature attacks or blocks' (508.1m, 509.1i): two events of one ability."""
        self._attached_word(c)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("attacks", equipped=True), Trigger("blocks", equipped=True)]

    def trig_desc_becomes_blocked(self, c: list) -> Trigger:
        """'Whenever a creature you control becomes blocked' (509.3c): once for each such attacker."""
        self._one(c[0])
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("creature_becomes_blocked", filter=self._trigger_filter([c[1]]))  # type: ignore[attr-defined]

    def trig_desc_blocks(self, c: list) -> Trigger:
        """'Whenever a creature blocks' (509.3a): once for each such blocker."""
        self._one(c[0])
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("creature_blocks", filter=self._trigger_filter([c[1]]))  # type: ignore[attr-defined]

    def trig_desc_attacks_or_blocks(self, c: list) -> list[Trigger]:
        """'Whenever a creature attacks or blocks' (508.1m, 509.1i): once for each such creature."""
        self._one(c[0])
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        f = self._trigger_filter([c[1]])  # type: ignore[attr-defined]
        return [Trigger("attacks", filter=f), Trigger("creature_blocks", filter=f)]

    def delayed_block_head(self, c: list) -> Filter:
        """'Whenever a creature blocks this turn,': 'it' (and 'its controller') in what follows is that blocker."""
        self._one(c[0])
        d = c[1]  # 'a creature an opponent controls' (the desc with its suffixes)
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("a block trigger for something other than a creature")
        self.scope.last = Triggering()  # type: ignore[attr-defined]
        return d.filter()

    def delayed_block_sentence(self, c: list) -> list:
        """603.7a: a delayed triggered ability that lasts the turn (514.2); 509.3a: once for each blocker. Every
        instruction of the sentence is its effect."""
        effect = sequence(self._finish(c[1]))  # type: ignore[attr-defined]
        return [DelayedEventTrigger(Trigger("creature_blocks", filter=c[0]), effect)]

    def delayed_enters_head(self, c: list) -> Filter:
        """'Whenever a creature enters the battlefield under your control this turn,': 'it' is that permanent."""
        self._one(c[0])
        d = self._desc_of(c[1])  # type: ignore[attr-defined]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural or d.controller:
            raise Unsupported("an enters trigger for something other than a kind of permanent")
        self.scope.last = Triggering()  # type: ignore[attr-defined]
        return replace(d.filter(), controller="you")

    def delayed_enters_sentence(self, c: list) -> list:
        """603.7a: a delayed triggered ability for the rest of the turn (514.2), once for each such permanent;
        every instruction of the sentence is its effect."""
        effect = sequence(self._finish(c[1]))  # type: ignore[attr-defined]
        return [DelayedEventTrigger(Trigger("enters", filter=c[0]), effect)]


TRANSFORMER = BlockEventRules
