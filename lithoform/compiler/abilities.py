"""Transformer rules for the parts of activated and triggered abilities: costs (118, 602.1), trigger
conditions (603.1) and the conditions of 'if' clauses (603.4, 608.2c)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    ActivePlayer,
    BouncedThisTurn,
    CastThisTurn,
    ControlsAtLeast,
    ControlsAtMost,
    ControlsSameName,
    CreatureDiedThisTurn,
    DifferentNamesAtLeast,
    DrewThisTurn,
    Equipped,
    Filter,
    GainedLifeThisTurn,
    Kicked,
    LifeAboveStart,
    LifeAtMost,
    NthSpellThisTurn,
    OpponentGraveyardAtLeast,
    RefMatches,
    SacrificeCost,
    SourceHasCounter,
    SourceUntapped,
    This,
    Trigger,
    Triggering,
    XValue,
)
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.keywords import BECOMES_TARGET
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Marked, Scope, Suffix, Unnamed, Unsupported, mana, replace

# announce._cost_pending asks for a permanent to sacrifice even when the cost is 'Sacrifice ~' (601.2h);
# set True once it sacrifices the source itself.
ENGINE_SACRIFICES_THIS = True


def describe_or_fail(words: list[str]) -> Desc:
    try:
        return describe(words, [])
    except DescriptionError as e:
        raise Unsupported(str(e)) from None


def targeting_object(words: tuple[str, ...] | list[str], controller: str | None = None) -> Filter:
    """603.2, 115.1: what 'becomes the target of a spell or ability', 'a spell', 'an ability', 'an Aura spell' or
    'an instant or sorcery spell' names: the stack object's kind (113.1) and the card types or subtypes of a
    spell; `controller` from '... an opponent controls' / '... you control'."""
    if " ".join(words) == "spell or ability":
        return Filter(controller=controller)
    d = describe_or_fail(list(words))
    f = d.filter()
    kind = Filter(types=f.types, subtypes=f.subtypes, stack_kind=f.stack_kind)
    if d.plural or d.noun not in ("spell", "ability") or f != kind:
        raise Unsupported(f"'becomes the target of a {' '.join(words)}'")
    return replace(kind, controller=controller, stack_kind="spell" if d.noun == "spell" else f.stack_kind)


def _permanents(d: Desc) -> Filter:
    try:
        return d.permanents()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None


def _different_names(d: Desc, count: int) -> DifferentNamesAtLeast:
    """'you control seven or more lands with different names' (201.2; mechanics/different_names)."""
    if count < 2:
        raise Unsupported("'with different names' of fewer than two permanents")
    d.different_names = False
    return DifferentNamesAtLeast(_permanents(d), count)


class AbilityRules:
    """Rules of costs, triggers and conditions; mixed into `OracleTransformer` (transform.py)."""

    scope: Scope
    face_types: tuple[str, ...]
    face_subtypes: tuple[str, ...]

    # --- costs --------------------------------------------------------------------------------------------------

    def cost_mana(self, c: list) -> dict:
        symbols = mana(c[0])
        out: dict[str, Any] = {}
        rest = symbols.replace("{T}", "").replace("{Q}", "")
        if "{T}" in symbols:
            out["tap"] = True
        if "{Q}" in symbols:
            out["untap"] = True
        if rest:
            out["mana"] = rest
        return out

    def cost_loyalty(self, c: list) -> dict:
        """606.4: a loyalty ability's cost puts on or removes loyalty counters."""
        value = str(c[0])[1:-1]
        if "Planeswalker" not in self.face_types:
            raise Unsupported("a loyalty cost on a card that isn't a planeswalker")
        if value in ("-x", "−x"):  # 107.3a, 606.4: [-X], X chosen as it's activated
            return {"loyalty": 0, "loyalty_x": True}
        if "x" in value:
            raise Unsupported("a loyalty cost of X")
        return {"loyalty": int(value)}

    def cost_sacrifice_this(self, c: list) -> dict:
        if not ENGINE_SACRIFICES_THIS:
            raise Unsupported("'sacrifice ~' as a cost: the engine's announcement doesn't honour "
                              "SacrificeCost(this=True) yet (it would offer any permanent)")
        return {"sacrifice": (SacrificeCost(this=True),)}

    def cost_sacrifice_this_and(self, c: list) -> dict:
        """'Sacrifice ~ and a creature you control' (601.2h, 701.21a): two sacrifices, both part of the cost."""
        return {"sacrifice": self.cost_sacrifice_this([])["sacrifice"] + self.cost_sacrifice(c)["sacrifice"]}

    def cost_sacrifice(self, c: list) -> dict:
        n, d = (c[0], c[1]) if len(c) == 2 else (1, c[0])
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("sacrificing something not on the battlefield")
        return {"sacrifice": (SacrificeCost(d.filter(), _int(n)),)}

    def cost_discard_this(self, c: list) -> dict:
        return {"discard_this": True}

    def cost_exile_this(self, c: list) -> dict:
        """'{2}, Exile ~: ...' (602.2b): exiling the permanent is part of the cost (like sacrificing it)."""
        return {"exile_this": True}

    def cost_exile_this_from_graveyard(self, c: list) -> dict:
        """'{2}{W}, Exile ~ from your graveyard: ...' (602.2b): the ability functions in the graveyard (113.6m)."""
        return {"exile_this": True}

    def cost_discard(self, c: list) -> dict:
        words = list(self._words(c[1]))  # type: ignore[attr-defined]
        # 'discard X cards' (107.3a): X is announced with the spell (601.2b), then that many are discarded
        count: dict[str, Any] = {"discard_x": True} if isinstance(c[0], XValue) else {"discard": _int(c[0])}
        if words in (["card"], ["cards"]):
            return count
        d = describe_or_fail(words)
        if d.noun != "card" or "or" in words or "and/or" in words:
            raise Unsupported(f"discarding {' '.join(words)!r}")
        return {**count, "discard_filter": d.filter()}

    def cost_life(self, c: list) -> dict:
        return {"pay_life": int(c[0])}

    def cost_remove_counters(self, c: list) -> dict:
        n, kind = c[0], c[1]
        if isinstance(n, XValue):  # 'Remove X ki counters from ~' (107.3a: X announced as it's activated)
            return {"remove_x": str(kind)}
        return {"remove_counters": ((kind, _int(n)),)}

    def cost_put_counters(self, c: list) -> dict:
        """'{T}, Put a page counter on ~: ...' (Mazemind Tome; 118.3, 602.2b)."""
        n, kind = c[0], c[1]
        return {"put_counters": ((kind, _int(n)),)}

    def cost(self, c: list) -> dict:
        out: dict[str, Any] = {}
        for part in c:
            for key, value in part.items():
                if key in out and key in ("sacrifice", "remove_counters", "put_counters"):
                    out[key] = out[key] + value
                elif key in out:
                    raise Unsupported(f"two {key} costs")
                else:
                    out[key] = value
        return out

    # --- triggers ------------------------------------------------------------------------------------------------------

    def trig_self_enters(self, c: list) -> Trigger:
        return Trigger("enters", this=True)

    def trig_self_dies(self, c: list) -> Trigger:
        return Trigger("dies", this=True)

    def trig_self_put_into_graveyard(self, c: list) -> Trigger:
        """'When ~ is put into a graveyard from the battlefield': for a creature, that is dying (700.4)."""
        if "Creature" not in self.face_types:  # 603.6c: a leaves-the-battlefield ability of any permanent
            return Trigger("to_graveyard", this=True)
        return Trigger("dies", this=True)

    def trig_put_into_graveyard(self, c: list) -> Trigger:
        """'Whenever a land is put into a graveyard from the battlefield' (603.6c, 603.10a)."""
        self.scope.default_it = Triggering()
        return Trigger("to_graveyard", filter=self._trigger_filter(c))

    def trig_attached_dies(self, c: list) -> Trigger:
        """'When enchanted/equipped creature dies' (603.10a: looks back at what this was attached to)."""
        word = str(c[0])
        noun = " ".join(self._words(c[1]))  # type: ignore[attr-defined]
        if noun not in ("creature", "land", "artifact", "permanent") or (noun != "creature" and word != "enchanted"):
            raise Unsupported(f"'{word} {noun}' where creature was expected")
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}[word]
        if wanted not in self.face_subtypes:
            raise Unsupported(f"'{word} {noun}' on a card that isn't an {wanted}")
        self.scope.default_it = Triggering()
        # 700.4: 'dies' is 'is put into a graveyard from the battlefield', for any permanent ('When enchanted land
        # dies, return that card to its owner's hand.', the Zendikons); the engine's 'dies' event is a creature's
        return Trigger("dies" if noun == "creature" else "to_graveyard", equipped=True)

    def trig_self_leaves(self, c: list) -> Trigger:
        return Trigger("leaves", this=True)

    def under_your_control(self, c: list) -> Suffix:
        return Suffix("you_control")

    def _trigger_filter(self, c: list) -> Filter:
        d = next(x for x in c if isinstance(x, Desc))
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("a trigger on something other than permanents")
        if any(isinstance(x, Suffix) for x in c):
            d.controller = "you"
        return d.filter()

    def trig_enters(self, c: list) -> Trigger:
        self.scope.default_it = Triggering()
        return Trigger("enters", filter=self._trigger_filter(c))

    def trig_one_or_more_enter(self, c: list) -> Trigger:
        """'Whenever one or more other Elves enter under your control' (603.2c: one trigger for the permanents
        entering at once). Only with 'This ability triggers only once each turn.' (compiler._triggered_on),
        where it is the same as triggering on the first of them each turn; `batch` marks it until then. The
        tree has no name for the group that entered, so 'it' and 'them' are refused after it."""
        self.scope.last = Unnamed("the permanents that entered")
        return Trigger("enters", filter=self._trigger_filter(c), batch=True)

    def trig_dies(self, c: list) -> Trigger:
        self.scope.default_it = Triggering()
        self.scope.left_battlefield = True  # 603.10a: 'that was attached to it' (mechanics/attached_when_left)
        return Trigger("dies", filter=self._trigger_filter(c))

    def trig_one_or_more_die(self, c: list) -> Trigger:
        """'Whenever one or more nontoken creatures die' (603.2c, 700.4): once for each group of matching
        creatures that die at the same time (matching.zone_change_triggers)."""
        return Trigger("dies", filter=self._trigger_filter(c), batch=True)

    def _self_or(self, event: str, c: list) -> Trigger:
        f = replace(self._trigger_filter(c), other=False)  # '~ or another X': ~ included
        # ~ must be of the kind: every card type named, and one of the subtypes ('Wolf or Werewolf' is any of)
        if not (f.types or f.subtypes) or not set(f.types) <= set(self.face_types) \
                or (f.subtypes and not set(f.subtypes) & set(self.face_types)):
            raise Unsupported("'~ or another' of a kind ~ isn't")
        self.scope.default_it = Triggering()
        return Trigger(event, filter=f)

    def trig_self_or_enters(self, c: list) -> Trigger:
        return self._self_or("enters", c)

    def trig_self_or_dies(self, c: list) -> Trigger:
        return self._self_or("dies", c)

    def trig_self_or_put_into_graveyard(self, c: list) -> Trigger:
        """603.6c: put into a graveyard from the battlefield, any permanent of the kind (for a creature, dying)."""
        return self._self_or("to_graveyard", c)

    def caster_you(self, c: list) -> str:
        return "you"

    def caster_opponent(self, c: list) -> str:
        return "opponent"

    def caster_any(self, c: list) -> str:
        return ""

    def ordinal(self, c: list) -> int:
        return {"first": 1, "second": 2, "third": 3}[str(c[0])]

    def trig_cast(self, c: list) -> Trigger:
        caster, _n, d = c
        from_zone = None
        if d.noun == "spell" and caster == "you" and d.controller == "you" and (
                d.zone == "hand" or (d.zone == "graveyard" and d.graveyard_of == "you" and not d.any_graveyard)):
            # 'whenever you cast a spell from your graveyard / hand' (601.2a: the zone it was cast from;
            # rules/triggers/matching._cast_from_fits)
            from_zone, d.zone = f"your:{d.zone}", "stack"
        if d.noun != "spell" or d.zone != "stack":
            raise Unsupported("a cast trigger for something other than a spell cast from a hand")
        targeting, d.targets_this = d.targets_this, False  # heroic: 'a spell that targets ~'
        f = replace(d.filter(), controller=caster or None, targets_source=targeting)
        self.scope.default_it = Triggering()
        self.scope.cast_event = True
        return Trigger("cast", filter=f, from_zone=from_zone)

    def trig_cast_or_enters(self, c: list) -> list[Trigger]:
        """'Whenever you cast a black spell or a Swamp enters under your control' (Staff of the Death Magus):
        one ability with two trigger events (603.2), compiled once and shared like '~ attacks or blocks'."""
        caster, n, spell, m, entering, mine = c
        if caster != "you" or n != 1 or m != 1:
            raise Unsupported("'whenever [player] casts ... or ... enters' other than yours, one of each")
        cast = self.trig_cast([caster, n, spell])
        enters = self.trig_enters([m, entering, mine])
        return [cast, enters]

    def trig_cast_nth(self, c: list) -> tuple[Trigger, NthSpellThisTurn]:
        """'Whenever you cast your first instant or sorcery spell each turn': a cast trigger (601.2i) whose
        spell must be the first such spell of its controller this turn."""
        caster, n, words = c
        d = describe_or_fail(list(self._words(words)))  # type: ignore[attr-defined]
        if d.noun != "spell":
            raise Unsupported("a cast trigger for something other than a spell")
        self.scope.default_it = Triggering()
        trigger = Trigger("cast", filter=replace(d.filter(), controller=caster or None))
        return trigger, NthSpellThisTurn(n, d.filter())

    def trig_self_attacks(self, c: list) -> Trigger:
        return Trigger("attacks", this=True)

    def trig_self_blocks(self, c: list) -> Trigger:
        """509.1i: 'Whenever ~ blocks'."""
        return Trigger("blocks", this=True)

    def trig_self_blocked_by(self, c: list) -> Trigger:
        """509.3d: 'Whenever ~ becomes blocked by a creature': 'that creature' is the blocker."""
        if _int(c[0]) != 1:
            raise Unsupported("blocked by a number of creatures")
        self.scope.default_it = Triggering()
        return Trigger("becomes_blocked", this=True, filter=_permanents(c[1]))

    def trig_self_blocks_desc(self, c: list) -> Trigger:
        """'Whenever ~ blocks a creature with flying': the filter is the blocked attacker's."""
        if _int(c[0]) != 1:
            raise Unsupported("blocking a number of creatures")
        f = _permanents(c[1])
        self.scope.default_it = This()
        self.scope.event_other = Triggering()  # 'that creature': the attacker it blocks (matching.block_triggers)
        return Trigger("blocks", this=True, filter=f)

    def trig_self_and_others_attack(self, c: list) -> Trigger:
        """'Whenever ~ and at least two other creatures attack' (508.1m)."""
        self._only(c[1], "other creatures")  # type: ignore[attr-defined]
        return Trigger("attacks", this=True, min_attackers=int(c[0]) + 1)

    def trig_attack_with(self, c: list) -> Trigger:
        """'Whenever you attack with two or more creatures with flying' (508.1m: once as attackers are
        declared)."""
        return Trigger("attack_with", filter=_permanents(c[1]), min_attackers=int(c[0]))

    def trig_counters_put(self, c: list) -> Trigger:
        """'Whenever one or more +1/+1 counters are put on another creature you control' (122.6: also the
        counters a permanent enters with): once per event, not per counter."""
        kind, _word, d = c
        self.scope.default_it = Triggering()
        return Trigger("counters_put", filter=_permanents(d), counter_kind=str(kind))

    def trig_self_becomes_blocked(self, c: list) -> Trigger:
        """509.3c: 'Whenever ~ becomes blocked': once, however many creatures block it."""
        return Trigger("becomes_blocked", this=True)

    def trig_self_unblocked(self, c: list) -> Trigger:
        """509.3g: 'Whenever ~ attacks and isn't blocked': once blockers have been declared."""
        return Trigger("unblocked", this=True)

    def trig_self_enters_or_attacks(self, c: list) -> list[Trigger]:
        """Two trigger events of one ability (603.2), as 'attacks or blocks'."""
        return [Trigger("enters", this=True), Trigger("attacks", this=True)]

    def trig_self_enters_or_step(self, c: list) -> list[Trigger]:
        """'When ~ enters or at the beginning of your upkeep': two trigger events of one ability (603.2)."""
        step, whose = c[-1]
        return [Trigger("enters", this=True), Trigger("step", step=step, whose=whose)]

    def trig_equipped_combat_damage_player(self, c: list) -> Trigger:
        """'Whenever equipped creature deals combat damage to a player' (510.3a)."""
        trigger = self.trig_equipped_combat_damage(c)
        self.scope.player = Triggering()  # 'that player': the player dealt the damage (603.2)
        return replace(trigger, to_player=True)

    def trig_self_attacks_or_blocks(self, c: list) -> list[Trigger]:
        """'Whenever ~ attacks or blocks': two trigger events of one ability (compiled as one ability for
        each event, 603.2)."""
        return [Trigger("attacks", this=True), Trigger("blocks", this=True)]

    def trig_attacks(self, c: list) -> Trigger:
        self.scope.default_it = Triggering()
        trigger = Trigger("attacks", filter=self._trigger_filter(c))
        # 'Whenever a Dragon you control attacks, creatures defending player controls get -1/-1' (Silumgar, the
        # Drifting Death): 'defending player' is the one that creature attacks (506.2; the card's ruling)
        self.scope.attacker_event = not trigger.batch
        return trigger

    def trig_self_combat_damage_player(self, c: list) -> Trigger:
        """'Whenever ~ deals combat damage to a player' (510.3a): 'that player' is the player dealt the damage,
        the ability's triggering object (rules/triggers/matching.combat_damage_triggers); 'that many' the damage
        dealt (120.1)."""
        self.scope.player = Triggering()
        self.scope.event_amount = True  # 'that many': the damage it dealt (matching.combat_damage_triggers)
        return Trigger("combat_damage", this=True, to_player=True)

    def trig_self_combat_damage_creature(self, c: list) -> Trigger:
        """510.3a: 'Whenever ~ deals combat damage to a creature': once for each creature dealt combat damage
        by it; 'that creature' (and 'it' after it) is that creature, 'that much' the damage."""
        self._only(c[0], "creature")  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()
        self.scope.event_amount = True
        return Trigger("combat_damage", this=True, to_creature=True)

    def trig_self_combat_damage(self, c: list) -> Trigger:
        """'Whenever ~ deals combat damage' (510.3a): once, however many recipients; 'that much' is all the combat
        damage it dealt (matching.combat_damage_triggers)."""
        self.scope.event_amount = True
        return Trigger("combat_damage", this=True)

    def trig_equipped_combat_damage(self, c: list) -> Trigger:
        """'Whenever equipped (enchanted) creature deals combat damage' (510.3a): the creature the source is
        attached to."""
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        kind = {"equipped": "Equipment", "enchanted": "Aura"}[word]
        if kind not in self.face_subtypes:
            raise Unsupported(f"'{word} creature' on a card that isn't an {kind}")
        self.scope.event_amount = True  # 'that much': the combat damage it dealt (510.3a)
        self.scope.event_other = Equipped()  # 'that creature': the creature named in the trigger (608.2c)
        return Trigger("combat_damage", equipped=True)

    def trig_attached_deals_damage(self, c: list) -> Trigger:
        """'Whenever enchanted creature deals damage' (Armadillo Cloak; 120.1, combat or not): once per damage
        event; 'that much' is the damage it dealt in that event."""
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        kind = {"equipped": "Equipment", "enchanted": "Aura"}.get(word)
        if kind is None or kind not in self.face_subtypes:
            raise Unsupported(f"'{word} creature' on a card that isn't an Equipment or an Aura")
        self.scope.event_amount = True
        self.scope.event_other = Equipped()  # 'deals that much damage to that creature' (Guilty Conscience)
        return Trigger("deals_any_damage", equipped=True)

    def trig_self_deals_damage(self, c: list) -> Trigger:
        """'Whenever ~ deals damage' (120.1, combat or not): once per damage event; 'that much' is the damage
        it dealt in that event."""
        self.scope.event_amount = True
        return Trigger("deals_any_damage", this=True)

    def trig_self_deals_damage_player(self, c: list) -> Trigger:
        """'Whenever ~ deals damage to a player' (120.1): once per player and damage event; 'that player' is
        the player dealt the damage, 'that much' the damage."""
        self.scope.event_amount = True
        self.scope.player = Triggering()
        return Trigger("deals_any_damage", this=True, to_player=True)

    def trig_self_deals_damage_opponent(self, c: list) -> Trigger:
        """'Whenever ~ deals damage to an opponent' (102.3: an opponent of its controller)."""
        return replace(self.trig_self_deals_damage_player(c), whose="opponent")

    def trig_combat_damage_player(self, c: list) -> Trigger:
        """'Whenever a creature you control deals combat damage to a player' (510.3a): once for each such
        creature, 'that many' the damage it dealt (120.1)."""
        self.scope.default_it = Triggering()
        self.scope.event_amount = True
        return Trigger("combat_damage", filter=self._trigger_filter(c), to_player=True)

    def trig_self_becomes_target(self, c: list) -> Trigger:
        """702.21a's event, fired once a spell or ability's targets are chosen (effects_oracle.target_triggers)."""
        f = targeting_object(self._words(c[0]), "opponent")  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()
        self.scope.stack_event = True  # 'that spell's controller': the triggering spell's
        return Trigger(BECOMES_TARGET, this=True, filter=f)

    def trig_you_draw(self, c: list) -> Trigger:
        """'Whenever you draw a card' (121.1): triggers once for each card its controller draws."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return Trigger("draw")

    def trig_you_draw_nth(self, c: list) -> Trigger:
        """'Whenever you draw your second card each turn': only the nth card drawn this turn (121.1)."""
        n, words = c
        self._only(words, "card")  # type: ignore[attr-defined]
        return Trigger("draw", nth=n)

    def trig_you_draw_nth_draw_step(self, c: list) -> Trigger:
        """'Whenever you draw your first card during each of your draw steps' (Wiretapping; 504.1, 121.1): only
        the nth card drawn during the player's own draw step (matching.player_event_triggers)."""
        n, words = c
        self._only(words, "card")  # type: ignore[attr-defined]
        return Trigger("draw", nth=n, step="draw")

    def trig_you_gain_life(self, c: list) -> Trigger:
        """'Whenever you gain life' (119.10): once for each life-gain event; 'that much' is the life gained."""
        self.scope.event_amount = True
        return Trigger("gain_life")

    def trig_you_sacrifice(self, c: list) -> Trigger:
        """'Whenever you sacrifice a permanent' (701.21a)."""
        self.scope.default_it = Triggering()
        return Trigger("sacrifice", filter=self._trigger_filter(c))

    def trig_you_sacrifice_one_or_more(self, c: list) -> Trigger:
        """'Whenever you sacrifice one or more Blood tokens' (603.2c; only once each turn: trig_one_or_more_enter)."""
        self.scope.last = Unnamed("the permanents sacrificed")
        return Trigger("sacrifice", filter=self._trigger_filter(c), batch=True)

    def trig_counters_put_one_or_more(self, c: list) -> Trigger:
        """'Whenever one or more +1/+1 counters are put on one or more Humans you control' (603.2c; only once
        each turn: trig_one_or_more_enter)."""
        kind, _word, d = c
        self.scope.last = Unnamed("the permanents the counters were put on")
        return Trigger("counters_put", filter=_permanents(d), counter_kind=str(kind), batch=True)

    def trig_self_dealt_damage(self, c: list) -> Trigger:
        """'Whenever ~ is dealt damage' (120.1); 'that much' is the damage dealt."""
        self.scope.event_amount = True
        return Trigger("dealt_damage", this=True)

    def trig_noncombat_damage_opponent(self, c: list) -> Trigger:
        """'Whenever a source you control deals noncombat damage to an opponent' (120.2b)."""
        self.scope.event_amount = True
        self.scope.player = Triggering()  # that player: the opponent dealt the damage (603.2)
        return Trigger("noncombat_damage_opponent")

    def trig_step(self, c: list) -> Trigger:
        step, whose = c[0]
        return Trigger("step", step=step, whose=whose)

    def step_your_upkeep(self, c: list) -> tuple[str, str]:
        return ("upkeep", "your")

    def step_opponent_upkeep(self, c: list) -> tuple[str, str]:
        self.scope.player = ActivePlayer()  # 'that player': whose upkeep it is (102.1, 603.2)
        return ("upkeep", "opponent")

    def step_each_upkeep(self, c: list) -> tuple[str, str]:
        self.scope.player = ActivePlayer()  # 'each player's upkeep, that player ...': the active player
        return ("upkeep", "each")

    def step_your_draw(self, c: list) -> tuple[str, str]:
        return ("draw", "your")

    def step_your_end(self, c: list) -> tuple[str, str]:
        return ("end", "your")

    def step_each_end(self, c: list) -> tuple[str, str]:
        return ("end", "each")

    def step_your_combat(self, c: list) -> tuple[str, str]:
        return ("beginning_of_combat", "your")

    def step_your_main1(self, c: list) -> tuple[str, str]:
        return ("main1", "your")

    def step_your_main2(self, c: list) -> tuple[str, str]:
        return ("main2", "your")

    # --- conditions -------------------------------------------------------------------------------------------------

    def cond_control(self, c: list) -> Any:
        n, d = c if len(c) == 2 else (1, c[0])
        if d.different_names:
            return _different_names(d, _int(n))
        return ControlsAtLeast(_permanents(d), _int(n))

    def cond_control_n(self, c: list) -> Any:
        n, d = c
        if d.different_names:
            return _different_names(d, int(n))
        return ControlsAtLeast(_permanents(d), int(n))

    def cond_control_none(self, c: list) -> Any:
        """'you control no Islands': none of them (mechanics/lands reads ControlsAtMost)."""
        return ControlsAtMost(_permanents(c[0]), 0)

    def cond_life_at_most(self, c: list) -> LifeAtMost:
        return LifeAtMost(int(c[0]))

    def cond_life_above_start(self, c: list) -> LifeAboveStart:
        return LifeAboveStart(int(c[0]))

    def cond_empty_hand(self, c: list) -> Any:
        raise Unsupported("a condition on an empty hand")

    def cond_creature_died(self, c: list) -> CreatureDiedThisTurn:
        self._only(c[0], "creature")  # type: ignore[attr-defined]
        return CreatureDiedThisTurn()

    def cond_gained_life(self, c: list) -> GainedLifeThisTurn:
        return GainedLifeThisTurn(int(c[0]))

    def cond_gained_any(self, c: list) -> GainedLifeThisTurn:
        return GainedLifeThisTurn(1)

    def cond_kicked(self, c: list) -> Kicked:
        return Kicked()

    def cond_untapped(self, c: list) -> SourceUntapped:
        return SourceUntapped()

    def _card_filter(self, tok: Any, suffixes: list | None = None) -> Filter:
        if suffixes:  # 'a permanent card with mana value 3 or less' (Matter Reshaper)
            d = self.desc_of_words(list(self._words(tok)), suffixes)  # type: ignore[attr-defined]
        else:
            try:
                d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
            except DescriptionError as e:
                raise Unsupported(str(e)) from None
        if d.noun not in ("card", "") or d.plural:
            raise Unsupported("a condition on something other than what kind of card it is")
        return d.filter()

    def cond_it_was(self, c: list) -> RefMatches:
        """'if it was a creature card': what the object last was (608.2h)."""
        return RefMatches(self.scope.it(), self._card_filter(c[0]))

    def cond_it_is(self, c: list) -> Marked:
        """'if it's a creature or land card' after a revealed card: completed by that sentence."""
        try:  # the object named before: a target, the object returned, ... (the revealed card is found later)
            it = self.scope.it()  # type: ignore[attr-defined]
        except Unsupported:
            it = None
        # 'an artifact creature' is both types (Filter.all_types, 205.2a)
        return Marked("it_is", self._card_filter(c[0], c[1:]), it)

    def cond_bounced(self, c: list) -> BouncedThisTurn:
        self._only(c[0], "permanent")  # type: ignore[attr-defined]
        return BouncedThisTurn()

    def cond_same_name(self, c: list) -> ControlsSameName:
        n, words = c
        return ControlsSameName(_permanents(describe_or_fail(list(self._words(words)))), int(n))  # type: ignore[attr-defined]

    def cond_opponent_more(self, c: list) -> Any:
        raise Unsupported("a condition comparing players' permanents")

    def cond_opponent_graveyard(self, c: list) -> OpponentGraveyardAtLeast:
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return OpponentGraveyardAtLeast(int(c[0]))

    def cond_cast_this_turn(self, c: list) -> CastThisTurn:
        """'if you've cast an instant or sorcery spell this turn' (601.2i)."""
        if _int(c[0]) != 1:
            raise Unsupported("a number of spells cast this turn")
        d = describe_or_fail(list(self._words(c[1])))  # type: ignore[attr-defined]
        if d.noun != "spell":
            raise Unsupported("a condition on casting something other than a spell")
        return CastThisTurn(d.filter())

    def cond_cast_another_this_turn(self, c: list) -> CastThisTurn:
        """'if you've cast another instant or sorcery spell this turn' (601.2i; Mage Duel): one other than this
        spell (a spell whose cost is being determined hasn't become cast yet, 601.2f)."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        if words[:1] != ["another"]:
            raise Unsupported("a condition on casting spells without a count")
        d = describe_or_fail(words)
        if d.noun != "spell" or d.plural or not d.filter().other:
            raise Unsupported("a condition on casting something other than another spell")
        if not {"Instant", "Sorcery"} & set(self.face_types) and not self.scope.cast_restriction:  # type: ignore[attr-defined]
            # a permanent's 'another' is other than the spell it was (608.3), an object the condition can't name;
            # 'Cast ~ only if you've cast another spell this turn' (601.3) is read of the card before it is cast:
            # every spell cast so far is another one
            raise Unsupported("'you've cast another ... this turn' on a permanent")
        return CastThisTurn(d.filter())

    def cond_cast_n_this_turn(self, c: list) -> CastThisTurn:
        """'you've cast three or more instant and sorcery spells this turn' (601.2i; Arclight Phoenix): 'instant
        and sorcery spells' are spells that are each an instant or a sorcery."""
        words = list(self._words(c[1]))  # type: ignore[attr-defined]
        if words[:3] == ["instant", "and", "sorcery"]:
            words = ["instant", "or", "sorcery", *words[3:]]
        d = describe_or_fail(words)
        if d.noun != "spell":
            raise Unsupported("a condition on casting something other than a spell")
        return CastThisTurn(d.filter(), _int(c[0]))

    def cond_drew(self, c: list) -> DrewThisTurn:
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return DrewThisTurn(int(c[0]))

    def cond_has_counter(self, c: list) -> SourceHasCounter:
        if _int(c[0]) != 1:
            raise Unsupported("a condition on a number of counters")
        return SourceHasCounter(c[1])

    # --- 'one or more' combat damage (603.2c) and 'if it had a counter on it' (603.10a) ---------------------

    def trig_batch_combat_damage_player(self, c: list) -> Trigger:
        """'Whenever one or more Cats you control deal combat damage to a player': once for each player
        dealt combat damage by them (510.2: one event), that player being 'that player'."""
        self.scope.player = Triggering()
        return Trigger("combat_damage", filter=self._trigger_filter(c), to_player=True, batch=True)

    def cond_had_counter(self, c: list) -> RefMatches:
        """'if it had a +1/+1 counter on it': the object as it last existed (603.10a, 608.2h)."""
        if _int(c[0]) != 1:
            raise Unsupported("a condition on a number of counters")
        return RefMatches(self.scope.it(), Filter(counter=c[1]))

    def condition(self, c: list) -> Any:
        return c[0]

    def intervening_if(self, c: list) -> Any:
        return ("if", c[0])
