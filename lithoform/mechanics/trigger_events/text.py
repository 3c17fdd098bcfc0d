"""More trigger events (603.2, 603.6, 603.10a), the text part. The rules core matches them
(rules/triggers/matching.py; the filter fields in rules/continuous/filters.py). Data only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import (
    AllOf,
    Equipped,
    Filter,
    NthSpellThisTurn,
    OpponentsTurn,
    Trigger,
    Triggering,
    TriggeringController,
    YourTurn,
)
from lithoform.cards.trigger_events import OPPONENT_DEALT_NONCOMBAT_DAMAGE, WIN_FLIP
from lithoform.compiler.abilities import describe_or_fail, targeting_object
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.keywords import BECOMES_TARGET
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unnamed, Unsupported, replace

_ATTACHED = {"enchanted": "Aura", "equipped": "Equipment"}


class TriggerEventRules:
    def trig_pt_enters(self, c: list) -> Trigger:
        """'Whenever a 1/1 creature enters under your control' (603.6a): a creature whose power and toughness
        (208.1) are those numbers as it enters."""
        pt = next(str(x) for x in c if not isinstance(x, Desc) and "/" in str(x))
        power, _, toughness = pt.partition("/")
        if not (power.isdigit() and toughness.isdigit()):
            raise Unsupported("an entering trigger on a P/T with X")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        f = self._trigger_filter([x for x in c if isinstance(x, Desc) or type(x).__name__ == "Suffix"])  # type: ignore[attr-defined]
        if "Creature" not in f.types:
            raise Unsupported("a P/T on something other than a creature")
        p, t = int(power), int(toughness)
        return Trigger("enters", filter=replace(f, power_at_least=p, power_at_most=p, toughness_at_least=t,
                                                 toughness_at_most=t))

    """Transformer rules; mixed into `OracleTransformer`."""

    face_subtypes: tuple[str, ...]

    def _attached_creature(self, c: list) -> None:
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        if word not in _ATTACHED or _ATTACHED[word] not in self.face_subtypes:
            raise Unsupported(f"'{word} creature' on a card that isn't an {_ATTACHED.get(word, word)}")
        # 'that creature' with nothing else named: the creature the trigger names (608.2c; Backfire's 'that
        # creature's controller')
        self.scope.event_other = Equipped()  # type: ignore[attr-defined]

    def trig_self_attacks_alone(self, c: list) -> Trigger:
        """'Whenever ~ attacks alone' (506.5): it is the only creature declared as an attacker."""
        return Trigger("attack_with", this=True, min_attackers=1, alone=True)

    def trig_enters_opponent(self, c: list) -> Trigger:
        """'Whenever a land enters under an opponent's control' (603.6a): the filter's controller is an
        opponent of the ability's controller as it enters; 'that land' is it, 'that player' its controller."""
        n, d = c
        if _int(n) != 1 or not isinstance(d, Desc) or d.controller:
            raise Unsupported("'... enters under an opponent's control' of a number of permanents")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        return Trigger("enters", filter=msgspec.structs.replace(f, controller="opponent"))

    def trig_self_enters_or_leaves(self, c: list) -> list[Trigger]:
        """'When ~ enters or leaves the battlefield' (603.6a, 603.6c): one ability for each event."""
        return [Trigger("enters", this=True), Trigger("leaves", this=True)]

    def trig_self_dealt_combat_damage(self, c: list) -> Trigger:
        """'Whenever ~ is dealt combat damage' (510.2: once per combat damage step); 'that much' the damage."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("dealt_combat_damage", this=True)

    def trig_attached_dealt_damage(self, c: list) -> Trigger:
        """'Whenever enchanted creature is dealt damage' (120.1): once per damage event; 'it' is that
        creature, 'that much' the damage."""
        self._attached_creature(c)
        self.scope.event_amount = True  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("dealt_damage", equipped=True)

    def trig_self_deals_damage_creature(self, c: list) -> Trigger:
        """'Whenever ~ deals damage to a creature' (120.1, combat or not): 'that creature' is the creature.
        'to a Vampire' (Vampire Slayer): a creature of that kind, the trigger's filter (which a trigger of ~
        itself doesn't otherwise use) read on the creature dealt damage."""
        f = self._trigger_filter([describe_or_fail(list(self._words(c[0])))])  # type: ignore[attr-defined]
        if f.types not in ((), ("Creature",)) or f.other or f.controller:
            raise Unsupported("damage to something other than a creature of some kinds")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        kinds = replace(f, types=())
        return Trigger("deals_damage", this=True, to_creature=True, filter=None if kinds == Filter() else kinds)

    def trig_damaged_by_self_dies(self, c: list) -> Trigger:
        """'Whenever a creature dealt damage by ~ this turn dies' (700.4, 603.10a): the creature is checked as
        it dies, looking back at this turn's damage from this object (120.1)."""
        n, d = c
        if _int(n) != 1 or not isinstance(d, Desc):
            raise Unsupported("'... dealt damage by ~ this turn dies' of a number of creatures")
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        if "Creature" not in f.types:
            raise Unsupported("'a [non-creature] dealt damage by ~ this turn dies'")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("dies", filter=msgspec.structs.replace(f, dealt_damage_by_source=True))

    def trig_damaged_by_attached_dies(self, c: list) -> Trigger:
        """'Whenever a creature dealt damage by equipped (enchanted) creature this turn dies' (700.4, 603.10a,
        120.1): damaged this turn by the creature this Aura or Equipment is attached to as the creature dies."""
        n, d, word, tok = c
        if str(word) != "equipped":  # Vampiric Embrace's 'that creature' is the enchanted one, not the one dying
            raise Unsupported("'dealt damage by enchanted creature this turn dies'")
        self._attached_creature([word, tok])
        if _int(n) != 1 or not isinstance(d, Desc):
            raise Unsupported("'... dealt damage by equipped creature this turn dies' of a number of creatures")
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        if "Creature" not in f.types:
            raise Unsupported("'a [non-creature] dealt damage by equipped creature this turn dies'")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("dies", filter=msgspec.structs.replace(f, dealt_damage_by_attached=True))

    def trig_self_becomes_target_first_time(self, c: list) -> Trigger:
        """'Whenever ~ becomes the target of a spell or ability for the first time each turn' (603.2): only the
        first time this turn any spell or ability targets it (rules/triggers/targeted.py)."""
        self._only(c[0], "spell or ability")  # type: ignore[attr-defined]
        trigger = msgspec.structs.replace(self._self_becomes_target(c[0]), nth=1)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'counter that spell or ability'
        return trigger

    def trig_you_win_flip(self, c: list) -> Trigger:
        """'Whenever you win a coin flip' (705.1-705.2): once for each coin flip its controller wins."""
        return Trigger(WIN_FLIP)

    def _cast_with(self, c: list, **flag: Any) -> Trigger:
        caster, tok = c[0], c[-1]
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if words != ["spell"]:
            raise Unsupported(f"'cast a ... {' '.join(words)}'")
        controller = {"you": "you", "opponent": "opponent", "": None}[caster]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'that spell'
        return Trigger("cast", filter=Filter(controller=controller, **flag))

    def trig_cast_historic(self, c: list) -> Trigger:
        """'Whenever you cast a historic spell' (700.6: artifacts, legendaries and Sagas are historic)."""
        return self._cast_with(c, historic=True)

    def trig_cast_kicked(self, c: list) -> Trigger:
        """'Whenever you cast a kicked spell' (702.33d): a spell whose kicker cost was paid as it was cast."""
        return self._cast_with(c, kicked=True)

    def _attacks_you(self, n: Any, d: Any, planeswalker: bool) -> Trigger:
        if _int(n) != 1 or not isinstance(d, Desc):
            raise Unsupported("'... attack you' of a number of creatures")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'that creature'
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        return Trigger("attacks", filter=f, to_player=True, to_planeswalker=planeswalker)

    def trig_attacks_you(self, c: list) -> Trigger:
        """'Whenever a creature attacks you' (508.1b, 508.1m): once for each creature declared as an attacker
        attacking the ability's controller."""
        return self._attacks_you(c[0], c[1], False)

    def trig_attacks_you_or_planeswalker(self, c: list) -> Trigger:
        """'Whenever a creature attacks you or a planeswalker you control' (508.1b, 508.1m)."""
        self._only(c[2], "planeswalker")  # type: ignore[attr-defined]
        return self._attacks_you(c[0], c[1], True)

    def trig_self_becomes_target_any(self, c: list) -> Trigger:
        """'When ~ becomes the target of a spell or ability' (603.2): as the targets of any player's spell or
        ability are chosen (601.2c, 602.2b); 'that spell or ability' is the triggering object."""
        return self._self_becomes_target(c[0])  # 'sacrifice it': it is ~

    def _self_becomes_target(self, tok: Any, controller: str | None = None) -> Trigger:
        """'a spell or ability', 'a spell' (not an ability's target: the filter's stack kind), 'an Aura spell'."""
        f = targeting_object(self._words(tok), controller)  # type: ignore[attr-defined]
        self.scope.stack_event = True  # type: ignore[attr-defined]
        return Trigger(BECOMES_TARGET, this=True, filter=None if f == Filter() else f)

    def trig_self_attacks_or_becomes_target(self, c: list) -> list[Trigger]:
        """'Whenever ~ attacks or becomes the target of a spell' (Goldspan Dragon): two trigger events of one
        ability (603.2; 508.1m and 601.2c), one ability for each event; a spell that targets it more than once
        triggers it once (its ruling)."""
        return [Trigger("attacks", this=True), self._self_becomes_target(c[0], *c[1:])]

    def trig_self_enters_or_becomes_target(self, c: list) -> list[Trigger]:
        """'When ~ enters or becomes the target of a spell or ability an opponent controls' (Shield Mare): two
        trigger events of one ability (603.2, 603.6a), one ability for each event."""
        return [Trigger("enters", this=True), self._self_becomes_target(c[0], *c[1:])]

    def bt_opponent(self, c: list) -> str:
        return "opponent"

    def trig_attached_becomes_target(self, c: list) -> Trigger:
        """'When enchanted creature becomes the target of a spell or ability' (603.2)."""
        self._attached_creature(c)
        f = targeting_object(self._words(c[2]))  # type: ignore[attr-defined]  # 'a spell' (Spectral Prison)
        self.scope.default_it = Equipped()  # type: ignore[attr-defined]  # 'destroy it': the enchanted creature
        self.scope.event_other = Equipped()  # type: ignore[attr-defined]  # and 'that creature'
        return Trigger(BECOMES_TARGET, equipped=True, filter=None if f == Filter() else f)

    def trig_first_spell_opponents_turn(self, c: list) -> tuple[Trigger, AllOf]:
        """'Whenever you cast your first spell during each opponent's turn' (601.2i): a cast trigger whose spell
        is the first such spell its controller cast this turn, in an opponent's turn (stable from the trigger
        to the resolution, so it is the trigger's condition)."""
        caster, nth, words = c
        if nth != 1:
            raise Unsupported(f"'your {nth} spell during each opponent's turn'")
        if caster != "you":
            raise Unsupported("another player's first spell during each opponent's turn")
        d = describe_or_fail(list(self._words(words)))  # type: ignore[attr-defined]
        if d.noun != "spell":
            raise Unsupported("a cast trigger for something other than a spell")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        trigger = Trigger("cast", filter=msgspec.structs.replace(d.filter(), controller="you"))
        return trigger, AllOf((NthSpellThisTurn(1, d.filter()), OpponentsTurn()))

    # --- 'deals damage to you / to ~' (120.1): the source is the triggering object --------------------------------

    def _damage_to(self, f: Filter | None, combat: bool = False, **where: bool) -> Trigger:
        self.scope.event_amount = True  # type: ignore[attr-defined]  # 'that much'
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'it', 'that source'
        return Trigger("damage_to", filter=f, combat_only=combat, **where)

    def _desc_to_you(self, c: list, combat: bool) -> Trigger:
        n, d = c[0], c[1]
        if _int(n) != 1 or not isinstance(d, Desc):
            raise Unsupported("'... deal damage to you' of a number of sources")
        return self._damage_to(self._trigger_filter([d]), combat, to_player=True)  # type: ignore[attr-defined]

    def trig_desc_deals_damage_to_you(self, c: list) -> Trigger:
        """'Whenever a creature deals damage to you' (120.1): once for each such creature dealing damage."""
        return self._desc_to_you(c, False)

    def trig_desc_deals_combat_damage_to_you(self, c: list) -> Trigger:
        """'Whenever a creature deals combat damage to you' (510.2): once for each such creature."""
        return self._desc_to_you(c, True)

    def trig_source_deals_damage_to_you(self, c: list) -> Trigger:
        """'Whenever a source deals damage to you' (120.1): once for each source dealing damage to you."""
        return self._damage_to(None, to_player=True)

    def trig_opponent_source_deals_damage_to_you(self, c: list) -> Trigger:
        """'Whenever a source an opponent controls deals damage to you' (120.1)."""
        return self._damage_to(Filter(controller="opponent"), to_player=True)

    def trig_source_deals_damage_to_self(self, c: list) -> Trigger:
        """'Whenever a source deals damage to ~' (120.1): once for each source dealing damage to it."""
        return self._damage_to(None, this=True)
    def trig_gain_life_first_time(self, c: list) -> Trigger:
        """'Whenever you gain life for the first time each turn' (119.10): only the first life-gain event of its
        controller this turn; 'that much' is the life gained."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("gain_life", nth=1)

    def _self_or_equipped(self, tok: Any) -> None:
        self._only(tok, "creature")  # type: ignore[attr-defined]
        if "Equipment" not in self.face_subtypes:
            raise Unsupported("'~ or equipped creature' on a card that isn't an Equipment")

    def trig_self_or_equipped_combat_damage_player(self, c: list) -> list[Trigger]:
        """'Whenever ~ or equipped creature deals combat damage to a player' (510.3a): one ability for each
        (an Equipment creature, reconfigure 702.151); 'that player' is the player dealt the damage."""
        self._self_or_equipped(c[0])
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        return [Trigger("combat_damage", this=True, to_player=True),
                Trigger("combat_damage", equipped=True, to_player=True)]

    def trig_you_dealt_damage(self, c: list) -> Trigger:
        """'Whenever you're dealt damage' (120.1, 603.2): once per damage event (combat damage being one event,
        510.2), however many sources dealt it; 'that many' is the damage its controller was dealt."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("dealt_damage", to_player=True)

    def _combat_damage_opponent(self, **subject: Any) -> Trigger:
        """510.3a: '... deals combat damage to an opponent': once for each opponent (102.2) dealt combat damage
        by the subject; 'that player' is that opponent (603.2), 'that many' the damage dealt to them."""
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("combat_damage", to_player=True, that_player=True, whose="opponent", **subject)

    def trig_self_combat_damage_opponent(self, c: list) -> Trigger:
        return self._combat_damage_opponent(this=True)

    def trig_desc_combat_damage_opponent(self, c: list) -> Trigger:
        n, d = c[0], c[1]
        if _int(n) != 1 or not isinstance(d, Desc):
            raise Unsupported("'... deal combat damage to an opponent' of a number of creatures")
        return self._combat_damage_opponent(filter=self._trigger_filter([d]))  # type: ignore[attr-defined]

    def trig_attached_combat_damage_opponent(self, c: list) -> Trigger:
        self._attached_creature(c)
        return self._combat_damage_opponent(equipped=True)

    def trig_self_or_equipped_attacks(self, c: list) -> list[Trigger]:
        """'Whenever ~ or equipped creature attacks' (508.1m)."""
        self._self_or_equipped(c[0])
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("attacks", this=True), Trigger("attacks", equipped=True)]

    def trig_self_becomes_target_yours(self, c: list) -> Trigger:
        """'Whenever ~ becomes the target of a spell you control' (heroic's event, 603.2)."""
        f = targeting_object(self._words(c[0]), "you")  # type: ignore[attr-defined]
        return Trigger(BECOMES_TARGET, this=True, filter=f)

    def trig_you_sacrifice_self(self, c: list) -> Trigger:
        """'When you sacrifice ~' (701.21a): it looks back in time (603.10a)."""
        return Trigger("sacrifice", this=True)

    def trig_self_enters_or_to_graveyard(self, c: list) -> list[Trigger]:
        """'When ~ enters or is put into a graveyard from the battlefield' (603.6a, 603.6c): one ability for
        each event."""
        return [Trigger("enters", this=True), Trigger("to_graveyard", this=True)]

    def trig_attached_deals_damage_opponent(self, c: list) -> Trigger:
        """'Whenever enchanted creature deals damage to an opponent' (120.1): once per damage event, for each
        opponent dealt damage; 'that player' is that opponent."""
        self._attached_creature(c)
        self.scope.event_amount = True  # type: ignore[attr-defined]
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        return Trigger("deals_any_damage", equipped=True, to_player=True, whose="opponent")

    def trig_attached_deals_damage_creature(self, c: list) -> Trigger:
        """'Whenever enchanted creature deals damage to a creature' (120.1): 'that creature' is that creature."""
        self._attached_creature(c[:2])
        self._only(c[2], "creature")  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("deals_damage", equipped=True, to_creature=True)

    def _one_desc(self, c: list, what: str) -> Filter:
        n, d = c[0], c[1]
        if _int(n) != 1 or not isinstance(d, Desc):
            raise Unsupported(f"'{what}' of a number of permanents")
        return self._trigger_filter([d])  # type: ignore[attr-defined]

    def trig_desc_dealt_damage(self, c: list) -> Trigger:
        """'Whenever a creature you control is dealt damage' (120.1, 603.2): once for each such permanent per
        damage event, however many sources dealt it (Rite of Passage ruling: "If the creature is dealt damage by
        more than one source at the same time, it gets only one counter."); 'it' / 'that creature' is that
        permanent, 'that much' the damage."""
        f = self._one_desc(c, "... is dealt damage")
        self.scope.event_amount = True  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("dealt_damage", filter=f)

    def trig_opponent_dealt_noncombat_damage(self, c: list) -> Trigger:
        """'Whenever an opponent is dealt noncombat damage' (120.1, 510.2): once for each event in which an
        opponent is dealt noncombat damage, once per opponent (Chandra's Spitfire rulings); 'that player' is that
        opponent."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        return Trigger(OPPONENT_DEALT_NONCOMBAT_DAMAGE)

    def trig_desc_deals_combat_damage(self, c: list) -> Trigger:
        """'Whenever a creature you control deals combat damage' (510.3a): once for each such creature, however
        many creatures, planeswalkers and players it dealt combat damage to (Five-Alarm Fire ruling); 'that much'
        is all the combat damage it dealt."""
        f = self._one_desc(c, "... deals combat damage")
        self.scope.event_amount = True  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("combat_damage", filter=f)

    def trig_desc_combat_damage_creature(self, c: list) -> Trigger:
        """'Whenever a creature you control deals combat damage to a creature' (510.3a): once for each such
        creature and each creature it dealt combat damage to (Quest for the Gemblades ruling); 'that creature' is
        the creature dealt the damage."""
        f = self._one_desc(c, "... deals combat damage to a creature")
        self._only(c[2], "creature")  # type: ignore[attr-defined]
        self.scope.event_amount = True  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("combat_damage", filter=f, to_creature=True)

    def trig_attached_deals_damage_player(self, c: list) -> Trigger:
        """'Whenever enchanted creature deals damage to a player' (120.1): once per damage event for each player
        dealt damage; 'that player' is that player."""
        self._attached_creature(c)
        self.scope.event_amount = True  # type: ignore[attr-defined]
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        return Trigger("deals_any_damage", equipped=True, to_player=True, whose="any")

    def trig_attached_deals_damage_you(self, c: list) -> Trigger:
        """'Whenever enchanted creature deals damage to you' (120.1): the Aura's controller (Backfire)."""
        self._attached_creature(c)
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("deals_any_damage", equipped=True, to_player=True, whose="you")

    def trig_counter_put_on_self(self, c: list) -> Trigger:
        """'Whenever a +1/+1 counter is put on ~' (122.6): once for each counter put on it, those it enters with
        included (Fathom Mage rulings)."""
        return Trigger("counters_put", this=True, counter_kind=str(c[0]), per_counter=True)

    def trig_attached_leaves(self, c: list) -> Trigger:
        """'When enchanted creature leaves the battlefield' (603.6c, 603.10a): what the Aura was attached to."""
        self._attached_creature(c)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("leaves", equipped=True)

    def scry_or_surveil(self, c: list) -> str:
        return str(c[0])

    def trig_you_scry(self, c: list) -> Trigger:
        """'Whenever you scry (surveil)' (701.22d, 701.25d): once the process is complete, even if the library
        was empty; scrying 0 is no event (701.22b, 701.25c)."""
        return Trigger(str(c[0]))

    def trig_you_scry_first_time(self, c: list) -> Trigger:
        """'Whenever you surveil for the first time each turn' (Whispering Snitch): only its first such event."""
        return Trigger(str(c[0]), nth=1)


    def trig_cast_from_hand(self, c: list) -> Trigger:
        """'Whenever you (an opponent, a player) cast(s) a spell from your (their) hand' (601.2a: the zone the
        spell was cast from, its caster's hand); 'that spell' is it."""
        caster, _n, words = c
        d = describe_or_fail(list(self._words(words)))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.plural or d.controller or d.zone != "stack":
            raise Unsupported("a cast trigger for something other than a spell")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        if caster != "you":  # 'that player': who cast it, the spell's controller (601.2a)
            self.scope.player = TriggeringController()  # type: ignore[attr-defined]
        return Trigger("cast", filter=replace(d.filter(), controller=caster or None), from_zone="hand")

    def trig_leaves(self, c: list) -> Trigger:
        """'Whenever another creature you control leaves the battlefield' (603.6c, 603.10a: it looks back in
        time, so a permanent leaving with others sees them); 'it' is the permanent that left."""
        if len(c) == 2 and _int(c[0]) != 1:
            raise Unsupported("'... leave the battlefield' of a number of permanents")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        self.scope.left_battlefield = True  # type: ignore[attr-defined]  # 603.10a: 'it' is read as it last was
        d = c[-1] if isinstance(c[-1], Desc) else describe_or_fail(list(self._words(c[-1])))  # type: ignore[attr-defined]
        return Trigger("leaves", filter=self._trigger_filter([d]))  # type: ignore[attr-defined]

    def trig_one_or_more_leave_your_turn(self, c: list) -> tuple[Trigger, YourTurn]:
        """'Whenever one or more artifacts you control leave the battlefield during your turn' (603.2c, 603.6c):
        only with 'This ability triggers only once each turn.' (compiler._triggered_on), the first of them each
        turn; the tree has no name for the group that left."""
        self.scope.last = Unnamed("the permanents that left")  # type: ignore[attr-defined]
        trigger = Trigger("leaves", filter=self._trigger_filter(c), batch=True)  # type: ignore[attr-defined]
        return trigger, YourTurn()

    def trig_self_or_leaves(self, c: list) -> Trigger:
        """'Whenever ~ or another creature you control leaves the battlefield' (603.6c, 603.10a)."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        self.scope.left_battlefield = True  # type: ignore[attr-defined]  # 603.10a: 'it' is read as it last was
        return self._self_or("leaves", c)  # type: ignore[attr-defined]

    def trig_opponent_gains_life(self, c: list) -> Trigger:
        """'Whenever an opponent gains life' (119.10: once per life-gain event); 'that player' is them, 'that
        much' the life gained."""
        self.scope.player = Triggering()  # type: ignore[attr-defined]
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("gain_life", whose="opponent")

TRANSFORMER = TriggerEventRules
