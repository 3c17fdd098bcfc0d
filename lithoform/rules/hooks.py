"""The named points where mechanics plug into the rules core.

The core never imports a mechanic (GUIDE: data flows down). Where a rule of the core must ask "does some
mechanic change this?", it calls a hook point: a named, ordered list of functions. A mechanic's `rules`
module registers its functions when it is imported, and `lithoform.mechanics.all` imports every mechanic, in
one fixed order, so the order of each list (and so of every legal-action listing) is the same in every
process. A hook point with no function registered costs one empty loop.

Hot paths read `hook.fns` (a tuple) directly; registering replaces the tuple, so a loop over it is never
disturbed by a registration.

A function registered with `needs=` (node type names or words of card definitions) does something only in
a game whose definitions hold one of them: `hook.active(kinds)` (with rules/present.py's `present_kinds`)
leaves it out of the others, so a rare rule costs nothing on the hot paths of a game without it (issue 13).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from lithoform.rules import present as _present

if TYPE_CHECKING:  # annotations only: at run time hooks.py imports only present.py (what the game holds)
    from lithoform.cards.mana import ManaCost
    from lithoform.cards.tree import (
        ActivatedAbility,
        AlternativeCost,
        CardDef,
        CardFace,
        Cost,
        SpellAbility,
        TriggeredAbility,
    )
    from lithoform.state.actions import Action
    from lithoform.state.model import GameState, Obj, StackAbility

F = TypeVar("F", bound=Callable[..., Any])


class Hook(Generic[F]):
    """One hook point: its name, what the core asks there (the docstring of the call site), and the
    functions the mechanics registered, in registration order."""

    __slots__ = ("name", "doc", "fns", "needs", "_kinds", "_active")

    def __init__(self, name: str, doc: str) -> None:
        self.name = name
        self.doc = doc
        self.fns: tuple[F, ...] = ()
        self.needs: tuple[frozenset[str] | None, ...] = ()  # for each function: None, or what it needs
        self._kinds: frozenset[str] | None = None  # the kinds `_active` was worked out for
        self._active: tuple[F, ...] = ()

    def register(self, fn: F, needs: Iterable[str] | None = None) -> F:
        """Adds `fn` (once; registering the same function again does nothing). Usable as a decorator.
        `needs`: the node types or words without which `fn` never does anything (see `active`)."""
        if fn not in self.fns:
            self.fns = (*self.fns, fn)
            self.needs = (*self.needs, None if needs is None else frozenset(needs))
            self._kinds = None
        return fn

    def unregister(self, fn: F) -> None:
        """Removes `fn` if it is registered (tests that add a function for a while)."""
        if fn in self.fns:
            i = self.fns.index(fn)
            self.fns = self.fns[:i] + self.fns[i + 1:]
            self.needs = self.needs[:i] + self.needs[i + 1:]
            self._kinds = None

    def active(self, kinds: frozenset[str] | None) -> tuple[F, ...]:
        """The functions that can matter in a game whose definitions hold `kinds` (None: all of them), in
        registration order. Kept for the last set asked about: a game's set is one object until it grows."""
        if kinds is None:
            return self.fns
        if kinds is self._kinds:
            return self._active
        active = tuple([fn for fn, needs in zip(self.fns, self.needs, strict=True)
                        if needs is None or not needs.isdisjoint(kinds)])
        self._kinds, self._active = kinds, active
        return active

    def now(self, state: GameState) -> tuple[F, ...]:
        """`active(present_kinds(state))` in one call: the answer kept for the game's kinds while no object
        was made since they were found (issue 13: hook points are asked about ten times per action)."""
        present = state.present
        if present[2] is self._kinds and present[0] == state.next_id and _present.GATING:
            return self._active
        return self.active(_present.present_kinds(state))

    def known(self, state: GameState) -> tuple[F, ...]:
        """`now` without bringing the game's kinds up to date: the functions that can matter by the kinds as last
        found. For a call that may come in the middle of a zone change (a characteristic asked for while the new
        object isn't recorded yet), where updating the kinds would skip that object for good. The kinds only
        grow, and every card of a game is there from its start (103.1), so they are found by its first
        decision."""
        return self.active(state.present[2] if _present.GATING else None)

    def __iter__(self) -> Iterator[F]:
        return iter(self.fns)

    def __bool__(self) -> bool:
        return bool(self.fns)

    def __repr__(self) -> str:
        return f"Hook({self.name!r}, {len(self.fns)} registered)"


def all_hooks() -> dict[str, Hook[Any]]:
    """Every hook point of this module by name, for documentation and tests."""
    return {h.name: h for h in globals().values() if isinstance(h, Hook)}


# --- inside the core ----------------------------------------------------------------------------------
STATIC_AMOUNTS: Hook[Callable[..., int]] = Hook(
    "static_amounts",
    "611.3a, 613.4c: the amount a static ability counts now ('+1/+1 for each soul counter on ~'), while the "
    "layers are applied: fn(state, amount, source, controller, working characteristics); the first counts. "
    "rules/continuous/counted_amounts.py fills it: counting reads other objects' characteristics (109.2), so "
    "it sits above characteristics.py")

CONTROL_SYNCED: Hook[Callable[[GameState, tuple[int, ...]], None]] = Hook(
    "control_synced",
    "613.1b, 506.4: after sync_control wrote layer 2's controllers to the permanents (before every priority "
    "once anything changed): fn(state, changed), `changed` the permanents whose controller changed. "
    "rules/combat/removal.py fills it: such a permanent, and an attacking or blocking creature that stopped "
    "being a creature, is removed from combat (the combat rules sit above characteristics.py)")


# --- combat, damage and targeting (protection, evasion, regeneration, changeling, can't be countered) --
BLOCK_FORBIDDEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "block_forbidden",
    "509.1b: fn(state, blocker, attacker) is True when an ability of either creature forbids this block "
    "(evasion 702.13-14/28/31/36/118, protection 702.16f).")

TARGET_FORBIDDEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "target_forbidden",
    "115.4, 601.2c, 608.2b: fn(state, permanent, source) is True when the permanent can't be the target of a "
    "spell or ability from `source` (protection 702.16b).")

PLAYER_KEYWORDS: Hook[Callable[[GameState, int], frozenset[str]]] = Hook(
    "player_keywords",
    "702.11c, 702.11d, 702.18a: the targeting keywords a player has ('You have hexproof.', 'hexproof from blue' "
    "until end of turn, 'You have shroud.'), lowercased: fn(state, player); the answers are joined.")

TARGET_REQUIREMENTS: Hook[Callable[[GameState, Any, Any, int, tuple[int, ...]], tuple[int, ...] | None]] = Hook(
    "target_requirements",
    "601.2c, 602.2b: fn(state, obj, spec, slot, options) -> the options left for target slot `slot` of the spell "
    "being cast or ability being activated when an effect requires some targets ('must choose at least one "
    "Flagbearer on the battlefield if able'; a later target must then be chosen among them), or None.")

CARD_TARGET_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "card_target_forbidden",
    "115.4, 601.2c, 608.2b: fn(state, card) is True when the card, in a zone other than the battlefield, can't be "
    "the target of any spell or ability ('Cards in graveyards can't be the targets of spells or abilities.').")

TARGET_FORBIDDEN_TO: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "target_forbidden_to",
    "115.4, 601.2c, 608.2b: fn(state, permanent, controller) is True when the permanent can't be the target of "
    "spells or abilities `controller` controls (Vines of Vastwood: 'your opponents').")

CAST_AS_THOUGH_FLASH: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "cast_as_though_flash",
    "702.8a, 307.1: fn(state, player, card) is True when an effect lets the player cast that card as though it "
    "had flash (Sigarda's Aid).")

SEARCH_FORBIDDEN: Hook[Callable[[GameState, int, int, int], bool]] = Hook(
    "search_forbidden",
    "701.23, 101.2: fn(state, searcher, library owner, controller of the spell or ability that instructs the search) "
    "is True when a 'can't search' effect stops that search ('Players can't search libraries.'; Ashiok, Dream "
    "Render): the search doesn't happen, the rest of the instruction does (a 'then shuffle' still shuffles).")
LIFE_GAIN_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "life_gain_forbidden",
    "119.7: fn(state, player) is True when the player can't gain life: any gain of life for them does nothing, and "
    "no replacement of that gain applies ('Players can't gain life', Skullcrack).")

LOSS_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "loss_forbidden",
    "104.3e, 104.3b-d: fn(state, player) is True when an effect says the player can't lose the game: no state-based "
    "action nor effect makes them lose it (a concession still does, 104.3a) (Platinum Angel).")

WIN_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "win_forbidden",
    "104.2b: fn(state, player) is True when an effect says the player can't win the game: an effect that says "
    "they win does nothing (104.2a, the last player standing, still wins) (Platinum Angel, Abyssal Persecutor).")

ZERO_LIFE_NO_LOSS: Hook[Callable[[GameState, int], bool]] = Hook(
    "zero_life_no_loss",
    "104.3b, 704.5a: fn(state, player) is True when an effect says the player doesn't lose the game for having 0 or "
    "less life (Phyrexian Unlife, Lich): the state-based action 704.5a doesn't apply to them; 704.5b-c still do.")

DAMAGE_AS_INFECT: Hook[Callable[[GameState, int], bool]] = Hook(
    "damage_as_infect",
    "120.3b, 702.90b: fn(state, player) is True when damage dealt to the player is dealt as though its source had "
    "infect: poison counters instead of life loss (Phyrexian Unlife, while its controller has 0 or less life).")

PLAYER_DAMAGED: Hook[Callable[[GameState, int, int, int, bool], None]] = Hook(
    "player_damaged",
    "120.3: fn(state, source, player, amount, combat) right after damage was dealt to a player: what a mechanic "
    "must record of the source as it was at that time (prowl, 702.76a: its controller and creature types).")

DAMAGE_LIFE_FLOOR: Hook[Callable[[GameState, int], bool]] = Hook(
    "damage_life_floor",
    "614.1a, 120.3a: fn(state, player) is True when damage that would reduce the player's life total to less than 1 "
    "reduces it to 1 instead (Worship); the damage is still dealt in full.")

DAMAGE_UNPREVENTABLE: Hook[Callable[[GameState, int, int, bool], bool]] = Hook(
    "damage_unpreventable",
    "615.12: fn(state, source, target, combat) is True when this damage can't be prevented: the prevention "
    "effects that apply prevent none of it, their additional effects still happen ('Damage can't be prevented "
    "this turn', Skullcrack).")

LIFE_GAIN_AMOUNT: Hook[Callable[[GameState, int, int], int]] = Hook(
    "life_gain_amount",
    "119.10, 614.1a: fn(state, player, amount) is the life the player gains instead of `amount` ('you gain twice "
    "that much life instead'; Boon Reflection).")

TOKEN_COUNT: Hook[Callable[[GameState, int, int], int]] = Hook(
    "token_count",
    "111.1, 614.1a: fn(state, player, count) is how many tokens an effect creates under the player's control "
    "instead of `count` ('it creates twice that many of those tokens instead'; Parallel Lives).")

MAX_HAND_SIZE_CHANGES: Hook[Callable[[GameState, int], int]] = Hook(
    "max_hand_size_changes",
    "402.2, 514.1: fn(state, player) -> how much static abilities raise (or, negative, lower) the player's "
    "maximum hand size now ('Each opponent's maximum hand size is reduced by one.'); the answers add up")
STEP_SKIPPED: Hook[Callable[[GameState, int, str], bool]] = Hook(
    "step_skipped",
    "614.1b, 614.10: fn(state, player, step) is True when a static ability skips that player's step (\"untap\", "
    "\"upkeep\" or \"draw\") now ('Skip your draw step.', 'Players skip their untap steps.')")
TURN_SKIP_OFFERS: Hook[Callable[[GameState, int], tuple[int, ...]]] = Hook(
    "turn_skip_offers",
    "614.1b, 614.10: fn(state, player) -> the permanents whose replacement effects offer `player` to skip the turn "
    "they would begin now ('If you would begin your turn while ~ is tapped, you may skip that turn instead.'); "
    "the player chooses at most one of them (616.1), and TURN_SKIP_TAKEN does what its 'if you do' says")
TURN_SKIP_TAKEN: Hook[Callable[[GameState, int], None]] = Hook(
    "turn_skip_taken",
    "614.10: fn(state, permanent) after the player skipped the turn they would begin through `permanent`'s "
    "replacement effect (TURN_SKIP_OFFERS): what follows 'If you do' ('untap Time Vault'), before the next turn")
NO_MAXIMUM_HAND_SIZE: Hook[Callable[[GameState, int], bool]] = Hook(
    "no_maximum_hand_size",
    "402.2, 514.1: fn(state, player) is True when an effect says the player has no maximum hand size "
    "(Reliquary Tower); the cleanup step then discards nothing for it.")

DRAW_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "draw_forbidden",
    "101.2, 121.1: fn(state, player) is True when an effect says the player can't draw a card now (Spirit of "
    "the Labyrinth); the draw is ignored, before any replacement effect could apply to it.")

DRAW_REPLACED: Hook[Callable[[GameState, int, tuple[tuple[Any, ...], ...]], bool]] = Hook(
    "draw_replaced",
    "614.11, 616.1: fn(state, player, applied) may replace the player's next draw with something else (dredge, "
    "702.52a: the player chooses whether) and returns True when it did; asked before the 'draw N instead' effects. "
    "`applied`: the keys of the replacement effects already applied in the chain of draws this one belongs to "
    "(614.5: each applies once; a draw that replaces it goes on with `zones.draw_in_chain`).")

ATTACH_FORBIDDEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "attach_forbidden",
    "701.3b, 704.5m-n: fn(state, attachment, host) is True when `attachment` can't be attached to `host` "
    "(protection 702.16c-d).")

DAMAGE_PREVENTIONS: Hook[Callable[[GameState, int, int, bool], Iterable[Any]]] = Hook(
    "damage_preventions",
    "615.1a, 616.1: fn(state, source, target, combat) yields the prevention effects that the rules of an "
    "ability apply to this damage, as replacement_events.Applicable (ability None: all of it is prevented; "
    "protection 702.16e).")

DAMAGE_REPLACEMENTS: Hook[Callable[[GameState, int, int, bool], Iterable[Any]]] = Hook(
    "damage_replacements",
    "614.1a, 616.1: fn(state, source, target, combat) yields, as replacement_events.Applicable with a key whose "
    "first item is 'instead', the replacement effects of abilities that replace all of this damage with another "
    "event (Soul-Scar Mage: -1/-1 counters instead). Not prevention: they apply to damage that can't be prevented.")

DAMAGE_REPLACED: Hook[Callable[[GameState, Any, int, int, int], None]] = Hook(
    "damage_replaced",
    "614.1a: fn(state, applicable, source, target, amount) performs the event that replaces `amount` damage "
    "when the chosen DAMAGE_REPLACEMENTS effect is its own (each checks its ability's type).")

DESTRUCTION_REPLACEMENTS: Hook[Callable[[GameState, int, bool], bool]] = Hook(
    "destruction_replacements",
    "614.8, 701.8: fn(state, permanent, regenerable) replaces this destruction and returns True, or returns "
    "False (regeneration 701.19; `regenerable` False: 'it can't be regenerated', 701.19c).")

EFFECT_DESTRUCTION_REPLACEMENTS: Hook[Callable[[GameState, int, bool], bool]] = Hook(
    "effect_destruction_replacements",
    "614.8, 701.8a: fn(state, permanent, regenerable) replaces the destruction of a permanent as the result "
    "of an effect (not the state-based actions' 704.5g-h) and returns True, or returns False (shield "
    "counters 122.1c); asked before DESTRUCTION_REPLACEMENTS.")

PREVENTION_FOLLOW_UPS: Hook[Callable[[GameState, Any, int, int], None]] = Hook(
    "prevention_follow_ups",
    "615.5: fn(state, key, target, prevented) does the rest of a DAMAGE_PREVENTIONS prevention effect whose "
    "Applicable key is its own, right after it prevented that damage to `target` (122.1c: remove a shield "
    "counter).")

COUNTER_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "counter_forbidden",
    "701.6: fn(state, spell) is True when an effect that would counter the spell does nothing to it "
    "(\"can't be countered\", 113.6g).")

SPELL_COUNTERED: Hook[Callable[[GameState, int, int], None]] = Hook(
    "spell_countered",
    "701.6a: fn(state, countered, counterer) as a spell or ability is countered, before it leaves the stack; "
    "counterer: the resolving spell or ability that countered it (608.2), 0 if none.")
OFF_BATTLEFIELD_CHARS: Hook[Callable[[Any, Any], Any]] = Hook(
    "off_battlefield_chars",
    "113.6, 611.3a: fn(face, values: Chars) returns the characteristics of a card of `face` in a zone other than "
    "the battlefield, with the static abilities that function only there applied ('As long as ~ isn't on the "
    "battlefield, it's a 1/1 Insect creature in addition to its other types.').")
OFF_BATTLEFIELD_EFFECTS: Hook[Callable[[GameState, int, Any], Any]] = Hook(
    "off_battlefield_effects",
    "611.3a, 613.1e: fn(state, oid, values: Chars) returns the characteristics of the object `oid` outside the "
    "battlefield (a card in any other zone, a spell) with the continuous effects of permanents' static abilities "
    "that apply there ('All cards that aren't on the battlefield, spells, and permanents are colorless.').")
PRINTED_CDAS: Hook[Callable[[Any], Any]] = Hook(
    "printed_cdas",
    "604.3, 613.3: fn(printed: Chars) returns the printed Chars with the characteristic-defining "
    "abilities that work in every zone applied (changeling 702.73a).")


# --- casting and activating (cast permissions, exile to play, activation bans, convoke, upkeep costs) ---
CAST_PERMISSIONS: Hook[Callable[[GameState, int], Iterable[Any]]] = Hook(
    "cast_permissions",
    "601.3, 305.1: which cards outside a player's hand a rule or effect lets them cast (or play as a land): "
    "fn(state, player) yields rules.stack.permissions.Permission; timing and costs are checked by the core")
PERMISSION_COSTS: Hook[Callable[[CardFace, str], tuple[Cost | None, Cost | None] | None]] = Hook(
    "permission_costs",
    "601.3, 118.9b, 601.2f: the (alternative, additional) costs of casting a face under the permission named "
    "`via`: fn(face, via), None when the name isn't that function's; the first answer counts")
PERMISSION_USED: Hook[Callable[[GameState, int, str], None]] = Hook(
    "permission_used",
    "601.2a, 601.3: a spell begins to be cast under the permission named `via`; a permission good for one "
    "spell is used up: fn(state, player, via)")
SPEND_AS_ANY_COLOR: Hook[Callable[[GameState, int], bool]] = Hook(
    "spend_as_any_color",
    "609.4b: fn(state, player) -> whether the player may spend mana as though it were mana of any color (Mycosynth "
    "Lattice): asked where a spell's or ability's total cost is worked out and where its payability is checked.")
SPEND_AS_ANY_TYPE: Hook[Callable[[str], bool]] = Hook(
    "spend_as_any_type",
    "609.4b: whether mana may be spent as though it were mana of any type to cast a spell under the permission "
    "named `via` ('you may spend mana as though it were mana of any type to cast that spell'): fn(via) -> True "
    "when it may; any True counts")
STACK_LEAVE_DESTINATION: Hook[Callable[[Obj, str], str]] = Hook(
    "stack_leave_destination",
    "614.1a, 702.34a: where a spell leaving the stack goes instead of zone `to` (flashback: exile): "
    "fn(old, to) -> the zone, each function given the previous one's answer")
COST_DISCARDED_SELF: Hook[Callable[[GameState, int, ActivatedAbility, int], None]] = Hook(
    "cost_discarded_self",
    "602.2b, 702.29c: a card was discarded to pay its own ability's activation cost ('Discard this card': "
    "cycling, 702.29a): fn(state, player, ability, card), `card` the new object where it wound up")
SPELL_COPIED: Hook[Callable[[GameState, int], None]] = Hook(
    "spell_copied",
    "707.10, 603.2: a copy of a spell or ability was put on the stack (it wasn't cast): fn(state, copy) "
    "('whenever you cast or copy an instant or sorcery spell')")
MANA_ABILITY_EXTRAS: Hook[Callable[[GameState, int, int, int], None]] = Hook(
    "mana_ability_extras",
    "605.3b, 605.1a: a mana ability that does more than add mana was activated: fn(state, player, source, n) "
    "carries out the instructions after the mana of the source's ability n at once (a painland's damage to you)")
TAPPED_FOR_MANA: Hook[Callable[[GameState, int, int], None]] = Hook(
    "tapped_for_mana",
    "106.12a, 605.4a: fn(state, player, permanent) after a mana ability with {T} in its cost made mana: the "
    "triggered mana abilities that trigger on it resolve at once (Wild Growth, Utopia Sprawl).")

MANA_SOURCE_EXTRAS: Hook[Callable[[GameState], dict[int, tuple[str, ...]]]] = Hook(
    "mana_source_extras",
    "106.12a, 605.4a: fn(state) -> {permanent: mana texts} the triggered mana abilities add when that permanent "
    "is tapped for mana (Utopia Sprawl), so the auto-payer and 'could this be paid' count them.")

MANA_PRODUCED: Hook[Callable[[GameState, int, int, Any, str], str]] = Hook(
    "mana_produced",
    "605.3b: the mana a mana ability adds as it is activated, when a condition changes it ('If you control an "
    "Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.'): fn(state, player, source, effect, option) "
    "returns the option to add (`option` when it doesn't apply); each sees the previous one's answer.")
MANA_REPLACEMENTS: Hook[Callable[[GameState, int, int, ActivatedAbility, str], str]] = Hook(
    "mana_replacements",
    "106.12b, 614.1a: replacement effects on the mana a permanent is tapped for ('If a land is tapped for two or "
    "more mana, it produces {C} instead of any other type and amount.'): fn(state, player, source, ability, "
    "option) returns the mana made instead (`option` when none applies); each sees the previous one's answer.")
CAST_FACTS_KEPT: Hook[Callable[[GameState, Obj], tuple[str, ...]]] = Hook(
    "cast_facts_kept",
    "400.7d: an ability of a permanent can reference information about the spell that became it: fn(state, spell) "
    "returns the words of the spell's announced choices (Choices.additional: optional costs paid, facts recorded as "
    "it became cast) that the permanent it becomes keeps (rules/cast_facts.py)")
PERMANENT_SPELL_RESOLVED: Hook[Callable[[GameState, Obj, int], None]] = Hook(
    "permanent_spell_resolved",
    "608.3, 702.74a: a permanent spell resolved and became a permanent: fn(state, spell, permanent), `spell` the "
    "stack object as it was (its choices: the alternative cost paid, 118.9), `permanent` the new object's id "
    "(0 if it didn't arrive)")
ABILITY_RESOLVED: Hook[Callable[[GameState, StackAbility], None]] = Hook(
    "ability_resolved",
    "608.2, 702.122d: an activated or triggered ability finished resolving: fn(state, ability), the stack object "
    "as it was ('Whenever this Vehicle becomes crewed' means whenever a crew ability of it resolves)")
GRANTED_ABILITY: Hook[Callable[[Any, int], Any]] = Hook(
    "granted_ability",
    "613.1f, 201.5a: an ability a continuous effect grants in layer 6, as the object has it: fn(ability, source) "
    "returns the ability with its references to the granting object `source` bound (each registered function in "
    "turn)")
ACTIVATION_BANS: Hook[Callable[[GameState, int, ActivatedAbility], bool]] = Hook(
    "activation_bans",
    "602.5, 605.1a: whether an effect forbids activating this ability of this object now (Arrest): "
    "fn(state, oid, ability); any True forbids it")
STEP_READERS: Hook[Callable[..., bool]] = Hook(
    "step_readers",
    "500.1, 602.5b, 601.3: the functions that read the step (not only whether it is a main phase, 307.1) while "
    "a priority listing is worked out: a condition 'Activate only during your upkeep', 'Cast this spell only "
    "during combat', a ban 'during combat'. Registered with `needs=` (the node types they read); the core never "
    "calls them, it asks only whether one can matter in the game (`now`): when none can, a listing is kept "
    "across steps (rules/legal.py, issue 13)")
CAST_BANS: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "cast_bans",
    "101.2, 601.3: whether an effect forbids this player to cast this card now (split second, 702.61a): "
    "fn(state, player, oid); any True forbids it")
CAST_X_BANS: Hook[Callable[[GameState, int, int, int], bool]] = Hook(
    "cast_x_bans",
    "601.3a, 601.2e: whether an effect forbids this player to cast this spell with this value of X (a ban on a mana "
    "value, Sanctum Prelate: the value chosen for X counts, 202.3e): fn(state, player, oid, x), asked of the card "
    "about to be cast and of the spell whose X is being announced; any True forbids that X")
LAND_PLAY_BANS: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "land_play_bans",
    "305.1, 101.2: whether a static ability forbids this player to play this land card from the zone it is in "
    "('You can't play lands or cast spells from your hand', Experimental Frenzy): fn(state, player, oid); any True "
    "forbids it")
SPLIT_FUSED: Hook[Callable[[GameState, int], bool]] = Hook(
    "split_fused",
    "702.102a: whether this split card may be cast as both halves, a fused split spell (the 'cast' action's face "
    "is then the number of halves): fn(state, oid); any True offers it")
HALF_CAST_BANS: Hook[Callable[[GameState, int, int, int, str], bool]] = Hook(
    "half_cast_bans",
    "709.3, 702.127a: whether this player can't cast this half of a split card this way (an aftermath half, from "
    "any zone but a graveyard; a ban that reads the half's characteristics, 709.3a): fn(state, player, oid, half, "
    "via) with `via` the permission ('' from the hand); any True forbids it")
SPELL_COST_CHANGES: Hook[Callable[[GameState, int, int], Iterable[tuple[str, bool]]]] = Hook(
    "spell_cost_changes",
    "601.2f, 611.2a: cost increases and reductions of this spell from continuous effects of resolved spells and "
    "abilities ('noncreature spells your opponents cast cost {2} more to cast until your next turn'): "
    "fn(state, player, oid) -> (mana, less) pairs")
LAND_PLAY_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "land_play_forbidden",
    "305.2, 101.2: whether an effect forbids this player to play lands now ('target player can't play lands this "
    "turn'): fn(state, player); any True forbids it")
COST_PAID_OTHERWISE: Hook[Callable[[GameState, int, int, ManaCost], ManaCost | None]] = Hook(
    "cost_paid_otherwise",
    "601.2g-h: a spell's total mana cost left after paying what it can in another way than mana (convoke, "
    "702.51a), or None when that way doesn't apply: fn(state, player, oid, total), for castability")
X_MANA_COLOR: Hook[Callable[[GameState, int], str | None]] = Hook(
    "x_mana_color",
    "107.3, 601.2f: 'Spend only black mana on X.': fn(state, spell) -> the mana letter each mana of X must be, or "
    "None")
SPELL_COST_FLOORS: Hook[Callable[[GameState, int, int, ManaCost], ManaCost | None]] = Hook(
    "spell_cost_floors",
    "601.2f: after every increase and reduction, 'each spell that would cost less than three mana to cast costs "
    "three mana to cast' (Trinisphere): fn(state, player, spell, total) -> the total it costs instead, or None")
ALTERNATIVE_COST_BARRED: Hook[Callable[[GameState, int, str], bool]] = Hook(
    "alternative_cost_barred",
    "118.9, 601.2b: whether an alternative cost the spell has can't be chosen now (spectacle only if an "
    "opponent lost life this turn, 702.137a): fn(state, player, name); any True bars it")
GRANTED_ALTERNATIVES: Hook[Callable[[GameState, int, Obj], Iterable[AlternativeCost]]] = Hook(
    "granted_alternatives",
    "118.9, 601.2b: alternative costs offered to a spell from outside its own text ('You may cast spells from your "
    "hand without paying their mana costs.': Omniscience): fn(state, player, card or spell being cast) -> costs, "
    "each named by a label that is the same whenever it is offered")
SPELL_OFFERED_COSTS: Hook[Callable[[GameState, Obj], Iterable[AlternativeCost]]] = Hook(
    "spell_offered_costs",
    "601.2b, 702.47a: optional additional costs the spell `obj` being announced is offered from outside its own "
    "text (splice: 'As you cast an Arcane spell, you may reveal this card from your hand and pay its splice "
    "cost'): fn(state, obj) -> costs named by a label unique to what offers them.")
SPELL_ADDED_TEXT: Hook[Callable[[GameState, Obj, str], SpellAbility | None]] = Hook(
    "spell_added_text",
    "702.47b: the text an offered optional cost (SPELL_OFFERED_COSTS) announced as paid adds to the spell: "
    "fn(state, obj, label) -> its effect and targets, which follow the spell's own; None: not fn's label.")
RESOLVED_SPELL_DESTINATION: Hook[Callable[[GameState, Obj], str | None]] = Hook(
    "resolved_spell_destination",
    "608.2n, 614.1a: where an instant or sorcery spell goes as it finishes resolving, if not its owner's "
    "graveyard (rebound: exile, 702.88a): fn(state, spell) -> the zone or None; the first answer counts")
DISCARD_DESTINATION: Hook[Callable[[GameState, int], str | None]] = Hook(
    "discard_destination",
    "701.9a, 614.1a: where a card being discarded goes instead of its owner's graveyard (madness: exile, "
    "702.35a): fn(state, card) -> the zone or None; the first answer counts")
CARD_DISCARDED: Hook[Callable[[GameState, Obj, int], None]] = Hook(
    "card_discarded",
    "701.9a, 603.2: a card was discarded: fn(state, card as it was in the hand, the new object's id) (madness's "
    "trigger, 702.35a)")
LEAVE_BATTLEFIELD_DESTINATION: Hook[Callable[[GameState, int, str], str | None]] = Hook(
    "leave_battlefield_destination",
    "614.1a: where a permanent leaving the battlefield for zone `to` goes instead ('If it would leave the "
    "battlefield, exile it instead of putting it anywhere else': unearth, 702.84a): fn(state, permanent, to) -> "
    "the zone or None; the first answer counts")
LEAVING_BATTLEFIELD: Hook[Callable[[GameState, tuple[int, ...]], None]] = Hook(
    "leaving_battlefield",
    "603.10a: the permanents `oids` are about to leave the battlefield together, none of them moved yet (what was "
    "attached to each is still there): fn(state, oids); a mechanic keeps what a look-back needs")
MANA_SPEND_BANNED: Hook[Callable[[GameState, int], bool]] = Hook(
    "mana_spend_banned",
    "601.2g-h, 101.2: 'You can't spend mana to cast this spell.' (Hogaak): fn(state, the card or spell) is True when "
    "no mana may be spent on it: its whole cost must be paid otherwise (convoke, delve)")
PAYMENT_ACTIONS: Hook[Callable[[GameState, int, int, ManaCost], Iterable[Action]]] = Hook(
    "payment_actions",
    "601.2h: the actions that pay part of the announced spell's cost in another way than mana, offered "
    "while it is paid (convoke CREATURE COLOR, 702.51a): fn(state, player, oid, cost)")


# --- turns and faces (phasing, day and night, double-faced cards, ending the turn, emblems) ----------
UNTAP_STEP_PHASING: Hook[Callable[[GameState], None]] = Hook(
    "untap_step_phasing",
    "502.1: first as the untap step begins, the active player's permanents phase in and out (702.26a).")

UNTAP_STEP_CHECKS: Hook[Callable[[GameState], None]] = Hook(
    "untap_step_checks",
    "502.2: second, before anything untaps: game designations that change with the turn (day and night, 731.2).")

UNTAP_OPTIONAL: Hook[Callable[[GameState, int], bool]] = Hook(
    "untap_optional",
    "502.3: whether the controller of this tapped permanent may choose not to untap it during their untap "
    "step ('You may choose not to untap ~ during your untap step'): fn(state, oid); any True offers it.")

UNTAP_LIMITS: Hook[Callable[[GameState, tuple[int, ...]], Iterable[tuple[tuple[int, ...], int]]]] = Hook(
    "untap_limits",
    "502.3: limits on how many of the active player's permanents of a kind untap ('Players can't untap more than "
    "one land during their untap steps': Winter Orb): fn(state, candidates), the active player's tapped "
    "permanents that would untap, gives (those of the kind, the most of them that may untap) pairs; the player "
    "chooses which untap.")

UNTAP_STEP_OTHERS: Hook[Callable[[GameState], Iterable[int]]] = Hook(
    "untap_step_others",
    "502.3: permanents of players other than the active player that untap at the same time as the active "
    "player's ('Untap all permanents you control during each other player's untap step': Seedborn Muse): "
    "fn(state) gives their ids; effects that keep a permanent tapped during its controller's untap step "
    "don't apply to them")

EXTRA_LAND_PLAYS: Hook[Callable[[GameState, int], int]] = Hook(
    "extra_land_plays",
    "305.2: how many more lands a resolved effect lets this player play this turn ('You may play an additional "
    "land this turn.'): fn(state, player); the answers add up.")

CREW_POWER: Hook[Callable[[GameState, int, int], int]] = Hook(
    "crew_power",
    "702.122a: the power a creature counts for when it is tapped to pay a crew cost: fn(state, creature, power) "
    "-> power ('crews Vehicles as though its power were 2 greater', 'using its toughness rather than its power').")

TAPPED_CHANGED: Hook[Callable[[GameState, int], None]] = Hook(
    "tapped_changed",
    "110.5, 611.3a: a permanent became tapped or untapped (a status, not a characteristic): fn(state, oid); a "
    "static ability whose condition reads the status ('as long as it's untapped') refreshes the characteristics.")

BEFORE_STATE_BASED_ACTIONS: Hook[Callable[[GameState], None]] = Hook(
    "before_state_based_actions",
    "704.3: what the engine does each time it checks state-based actions, before them, though not one of them "
    "(daybound and nightbound permanents transforming, 702.145c-g).")

ENTERING_FACE: Hook[Callable[[GameState, Obj], int | None]] = Hook(
    "entering_face",
    "712.14: the face a permanent enters the battlefield with when a rule says otherwise than its "
    "zone change does (a daybound card enters transformed at night, 702.145b); None: no change. The first "
    "answer counts.")

ENTERING_INSTEAD: Hook[Callable[[GameState, Obj, int], str | None]] = Hook(
    "entering_instead",
    "614.1a: a permanent's own 'If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto the "
    "battlefield. If you don't, put it into its owner's graveyard.': fn(state, object about to move onto the "
    "battlefield, the player who would control it) -> the zone it goes to instead (None: it enters), the "
    "instead-instruction done first. The first answer counts.")

ENTER_BANS: Hook[Callable[[GameState, Obj], bool]] = Hook(
    "enter_bans",
    "101.2: a static 'Creature cards in graveyards and libraries can't enter the battlefield.' (Grafdigger's "
    "Cage): fn(state, the card about to move onto the battlefield from its zone) -> True if it can't; the card "
    "then stays where it is (no zone change).")

ENTERS_TAPPED: Hook[Callable[[GameState, Obj], bool]] = Hook(
    "enters_tapped",
    "614.1c, 614.12: whether one of a permanent's own abilities, read as it would exist on the battlefield, "
    "has it enter tapped ('~ enters tapped unless you control a Plains'). Any True answer counts.")

ENTERS_WITH_COUNTERS: Hook[Callable[[GameState, Obj], dict[str, int]]] = Hook(
    "enters_with_counters",
    "614.1c: fn(state, entering permanent) -> {counter kind: n} its own conditional 'enters with' abilities add "
    "(bloodthirst 702.54a), read as it would exist on the battlefield (614.12).")

AS_ENTERS_CHOICES: Hook[Callable[[GameState, Obj], None]] = Hook(
    "as_enters_choices",
    "614.12, 614.1c: the choices a permanent's own abilities, read as it would exist on the battlefield, have "
    "its controller make as it enters ('As ~ enters, choose a color'); each records what was chosen.")

AS_ENTERS_ACTIONS: Hook[Callable[[GameState, Obj], dict[str, int]]] = Hook(
    "as_enters_actions",
    "614.1c, 614.12: the instructions a permanent's own 'As ~ enters, <instruction>' abilities, read as it would "
    "exist on the battlefield, have its controller follow as it enters ('As ~ enters, discard your hand'), before "
    "it is on the battlefield; fn(state, entering permanent) -> {counter kind: n} it enters with because of them "
    "('If you do, ~ enters with a +1/+1 counter on it').")

BACK_FACE_MANA_COST: Hook[Callable[[Obj], str | None]] = Hook(
    "back_face_mana_cost",
    "712.8e, 202.3b: for an object with its back face up, the mana cost whose mana value it has (a "
    "transforming card's front face's); None: its own. The first answer counts.")

FACE_DOWN_VALUES: Hook[Callable[[str], CardFace | None]] = Hook(
    "face_down_values",
    "708.2, 613.2b (layer 1b): the characteristics of a face-down object turned face down by `kind` (morph, "
    "manifest, disguise, cloak): fn(kind) -> the face, None when the kind isn't that function's.")

CAST_FACE_DOWN: Hook[Callable[[str], str | None]] = Hook(
    "cast_face_down",
    "708.4, 702.37c: a spell cast under the permission named `via` is turned face down before it is put on "
    "the stack: fn(via) -> the face-down kind, None when `via` casts it face up. The first answer counts.")

COMBINED_SPELL: Hook[Callable[[CardDef], SpellAbility | None]] = Hook(
    "combined_spell",
    "709.4d, 702.102d: the spell ability of a split card's combined characteristics (a fused split spell's: the "
    "left half's instructions, then the right half's): fn(card) -> the spell ability or None; the first counts.")

BESTOWED_VALUES: Hook[Callable[[CardFace], CardFace]] = Hook(
    "bestowed_values",
    "702.103b: the characteristics of a bestowed Aura spell or permanent, from its card's: fn(face) -> the "
    "face (an Aura enchantment with enchant creature); each function given the previous one's answer.")

SPELL_CAST_AS: Hook[Callable[[Obj, str], Obj]] = Hook(
    "spell_cast_as",
    "601.2a, 702.103b: a spell just put on the stack under the permission named `via` becomes what that way "
    "of casting makes it (cast bestowed: a bestowed Aura spell): fn(spell, via) -> the spell.")

TARGETS_ILLEGAL_ON_RESOLUTION: Hook[Callable[[GameState, int], bool]] = Hook(
    "targets_illegal_on_resolution",
    "608.2b, 608.3b, 702.103e: a spell whose every target is illegal as it begins to resolve; True if a rule "
    "has it resolve anyway (a bestowed Aura spell ceases to be bestowed and resolves as a creature spell).")

STARTING_DECKS: Hook[Callable[[GameState, Sequence[Sequence[str]]], None]] = Hook(
    "starting_decks",
    "103.2b: before the decks are shuffled, with each player's cards outside the game known: fn(state, decks) with "
    "each player's starting deck (card names); a player may reveal a companion from outside the game (702.139a). "
    "Asked only in a game with cards outside the game.")

SPECIAL_ACTIONS: Hook[Callable[[GameState, int], Iterable[Action]]] = Hook(
    "special_actions",
    "116.2, 117.1b: the special actions a player with priority may take besides playing a land (turning a "
    "face-down permanent face up, 116.2b): fn(state, player) yields the actions; register_action runs them.")

STEP_TURN_BASED_ACTIONS: Hook[Callable[[GameState, str], None]] = Hook(
    "step_turn_based_actions",
    "117.2c, 505.4: a mechanic's turn-based actions as a step or phase begins, before its 'at the beginning "
    "of' abilities trigger (a lore counter on each Saga as the precombat main phase begins, 714.3c): "
    "fn(state, step).")

STATE_BASED_EXTRAS: Hook[Callable[[GameState, bool], bool]] = Hook(
    "state_based_extras",
    "704.3, 704.5t: a mechanic's state-based action that moves nothing to a graveyard (a dungeon removed from "
    "the game, 309.6): fn(state, perform) says whether it applies, and performs it when `perform`.")

STATE_BASED_SACRIFICES: Hook[Callable[[GameState], Iterable[tuple[int, str]]]] = Hook(
    "state_based_sacrifices",
    "704.3, 704.5s: the permanents a mechanic's state-based action has their controller sacrifice (a Saga "
    "past its final chapter, 714.4): fn(state) yields (permanent, rule); performed with the other ones.")

ENTER_TRIGGERS_BANNED: Hook[Callable[[GameState, int], bool]] = Hook(
    "enter_triggers_banned",
    "603.2, 603.6a: fn(state, permanent) is True when the permanent entering the battlefield causes no ability "
    "to trigger (Torpor Orb); asked as its enters triggers are matched.")

DIES_TRIGGERS_BANNED: Hook[Callable[[GameState, int, tuple[int, ...]], bool]] = Hook(
    "dies_triggers_banned",
    "603.2, 603.6c, 700.4: fn(state, creature, left together) is True when the creature dying (put into a graveyard "
    "from the battlefield) causes no ability to trigger (Hushbringer); asked, looking back in time (603.10a), as "
    "its leaves-the-battlefield triggers are matched: `left together` are the permanents that left with it.")

TRIGGER_SOURCES: Hook[Callable[[GameState, str], Iterator[tuple[int, int, str, TriggeredAbility]]]] = Hook(
    "trigger_sources",
    "603.2, 113.6: triggered abilities that trigger on an event from outside the battlefield and graveyards "
    "(an emblem's, in the command zone, 114.4): (source id, controller, name, ability).")

TURN_ENDING: Hook[Callable[[GameState], None]] = Hook(
    "turn_ending",
    "724.1d: an effect ended the turn (`state.ending_turn`) and 724.1c's state-based actions are done: the "
    "step ends and the game goes to the cleanup step.")


ATTACKERS_DECLARED: Hook[Callable[[GameState, tuple[tuple[int, int], ...]], None]] = Hook(
    "attackers_declared",
    "508.1m, 508.3a: fn(state, declared) after the attacking creatures are declared (each with the player or "
    "planeswalker it attacks) and the 'whenever ~ attacks' abilities triggered: the abilities that trigger on "
    "the attack as a whole ('whenever a player attacks one of your opponents') trigger (mechanics/attack_events)")
ATTACK_OPTIONAL_COSTS: Hook[Callable[[GameState, tuple[int, ...], bool], bool]] = Hook(
    "attack_optional_costs",
    "508.1g-j: the optional costs to attack with the chosen creatures ('You may exert ~ as it attacks', "
    "701.43d). Called with pay=False, each function says whether any chosen attacker offers one (then the "
    "declaration runs as a procedure); called with pay=True inside it, after 508.1f's tapping, it asks the "
    "player and pays.")

DECLARATION_FORBIDDEN: Hook[Callable[[GameState, str, tuple[tuple[int, int], ...]], bool]] = Hook(
    "declaration_forbidden",
    "508.1c, 509.1b: a restriction on a whole declaration of attackers ('attackers') or blockers ('blockers'), "
    "given as (creature, what it attacks or blocks) pairs, such as 506.5's '~ can't attack alone'; true forbids "
    "finishing it.")

ATTACK_HAS_COST: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "attack_has_cost",
    "508.1d, 508.1h: whether the creature can attack that player or planeswalker only if its controller pays "
    "a cost (Propaganda): fn(state, creature, what it would attack) -> bool. A requirement to attack doesn't "
    "oblige a player to pay it, so a creature with no free choice of what to attack isn't required to.")

GRAVEYARD_DESTINATION: Hook[Callable[[GameState, int], tuple[str, int] | None]] = Hook(
    "graveyard_destination",
    "614.1a: where an object that would be put into a graveyard from any zone goes instead ('If a card or "
    "token would be put into a graveyard from anywhere, exile it instead'): fn(state, object) -> (the zone "
    "instead, the effect's source) or None, without side effects (only the effect chosen applies, and the "
    "core announces it). With several, or with an 'if ~ would die' effect (614.6), the object's controller "
    "chooses the one that applies (616.1; rules/replacement/zone_changes.py)")

OWNER_ZONE_INSTEAD: Hook[Callable[[GameState, Obj, str], str | None]] = Hook(
    "owner_zone_instead",
    "614.1a, 903.9b: where a card that would be put into its owner's hand or library (`to`) from anywhere goes "
    "instead ('its owner may put it into the command zone instead'): fn(state, object as it is, to) -> the zone or "
    "None; the first answer counts. It may ask its owner (a choice inside a rules procedure).")

ARRIVED_INSTEAD: Hook[Callable[[GameState, Obj, int, str], None]] = Hook(
    "arrived_instead",
    "614.1a: an object that a replacement effect sent elsewhere than zone `to` has arrived there: fn(state, "
    "object as it was, new object's id, to), for the replacement's last instructions ('reveal ~ and shuffle it "
    "into its owner's library instead', 701.24a)")

CARD_DRAWN: Hook[Callable[[GameState, int, int], None]] = Hook(
    "card_drawn",
    "121.1, 702.94a: a player drew a card: fn(state, player, the card's id in the hand), as it is drawn, before "
    "'whenever you draw a card' triggers (603.2); a card revealed as it is drawn (miracle).")
OPENING_HAND_ACTIONS: Hook[Callable[[GameState, int], tuple[int, ...] | None]] = Hook(
    "opening_hand_actions",
    "103.6a-b: once the mulligan process is complete, the cards in a player's opening hand that allow them to "
    "begin the game with the card on the battlefield (leylines) or to reveal it (Chancellor of the Annex): "
    "fn(state, player) -> their ids, or None when the player's cards (hand and library) hold none at all; if any "
    "player's deck holds one, every player chooses any number of theirs (the starting player first, then each "
    "other player in turn order).")
MULLIGAN_ACTIONS: Hook[Callable[[GameState, int], tuple[int, ...]]] = Hook(
    "mulligan_actions",
    "103.5b: the player would declare whether they take a mulligan: fn(state, player) -> the ids of the cards "
    "(in their hand) that allow an action 'any time you could mulligan' (Serum Powder).")
MULLIGAN_ACTION_TAKEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "mulligan_action_taken",
    "103.5b: the player takes the action that card `oid` allows 'any time you could mulligan': fn(state, player, "
    "oid) -> True when fn did it; the player then declares (or takes another such action).")
OPENING_HAND_REVEALS: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "opening_hand_reveals",
    "103.6b: the player chose to take a card's action from their opening hand: fn(state, player, oid) -> True "
    "when the action is revealing it (done by fn); a card no fn takes is put onto the battlefield (103.6a).")

# --- effect handlers ------------------------------------------------------------------------------------


ABILITY_ACTIVATED: Hook[Callable[[GameState, int], None]] = Hook(
    "ability_activated",
    "602.2b, 702.122b: the activated ability `oid` became activated, its costs paid (after its 'activated' event): "
    "fn(state, oid); its choices hold the permanents tapped to pay its cost (a creature tapped for a crew "
    "cost 'crews a Vehicle').")
SPELL_CAST: Hook[Callable[[GameState, int], None]] = Hook(
    "spell_cast",
    "601.2i, 611.3a: the spell `oid` became cast (after its 'cast' event): fn(state, oid); a static ability whose "
    "condition reads this turn's spells ('as long as you've cast an instant or sorcery spell this turn') "
    "refreshes the characteristics.")
TARGETS_CHOSEN: Hook[Callable[[GameState, int], None]] = Hook(
    "targets_chosen",
    "601.2c, 602.2b, 603.3d, 603.2: the stack object `oid` has its targets chosen and is cast, activated or put "
    "on the stack: a mechanic's 'becomes the target' abilities that trigger on something else than the targeted "
    "permanent's own ability ('whenever you or another permanent you control becomes the target', Valkmira): "
    "fn(state, oid), after the targeted permanents' own ones (rules/triggers/targeted.py).")
FIRST_TURN_BEGINS: Hook[Callable[[GameState], bool]] = Hook(
    "first_turn_begins",
    "727.4: the pregame procedure is complete, just before the first turn's untap step: fn(state) -> True when "
    "it takes over; the effect that restarted the game finishes resolving (Karn Liberated: 'Then put those cards "
    "onto the battlefield') and then begins the first turn (103.8).")
SECOND_CARD: Hook[Callable[[GameState, Obj, Obj, int], None]] = Hook(
    "second_card",
    "712.21: a permanent represented by two cards (a melded permanent) left the battlefield: fn(state, the "
    "permanent, the object it became, its position in the new zone) puts the other card into that zone too.")
MOVED_WITH: Hook[Callable[[GameState, int], tuple[int, ...]]] = Hook(
    "moved_with",
    "730.3c: a permanent represented by several cards left the battlefield, and an effect that finds the object it "
    "became finds all of them: fn(state, the permanent's id) -> the other objects it became (a merged "
    "permanent's other cards), () for none.")
CARD_PUT_INTO_GRAVEYARD: Hook[Callable[[GameState, Obj, Obj], None]] = Hook(
    "card_put_into_graveyard",
    "603.2, 603.6: an object was put into a graveyard from another zone; the triggered abilities that trigger on "
    "that (from anywhere, from a library) trigger: fn(state, old, new), `new` the card in the graveyard.")


CARDS_OF: Hook[Callable[[GameState, Obj], tuple[str, ...] | None]] = Hook(
    "cards_of",
    "712.4a, 727.2: the cards an object is represented by, when more than its own card (a melded permanent): "
    "fn(state, obj) -> their names, or None.")
COUNTERS_FORBIDDEN: Hook[Callable[[GameState, int, str], bool]] = Hook(
    "counters_forbidden",
    "122.5, 122.6: fn(state, permanent, kind) is True when counters of that kind can't be put on the permanent "
    "('Creatures you control can't have -1/-1 counters put on them', Melira): none are put on it, as it enters "
    "with them too; damage from a wither or infect source then puts none (120.3d).")
PLAYER_COUNTERS_FORBIDDEN: Hook[Callable[[GameState, int, str], bool]] = Hook(
    "player_counters_forbidden",
    "122.1, 810.10c: fn(state, player, kind) is True when the player can't get counters of that kind ('You can't "
    "get poison counters', Melira): infect damage, proliferate and 'gets a poison counter' give them none.")
SEARCH_TOP_ONLY: Hook[Callable[[GameState, int, int], int | None]] = Hook(
    "search_top_only",
    "701.23, 614.1a: fn(state, searcher, library owner) -> N when that player searches only the top N cards of that "
    "library instead ('If an opponent would search a library, that player searches the top four cards of that "
    "library instead.', Aven Mindcensor), None otherwise; the library is shuffled afterwards as usual.")
PLAYER_TARGET_FORBIDDEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "player_target_forbidden",
    "702.16b, 115.4: fn(state, player, source) is True when the player can't be the target of a spell or ability "
    "from `source` ('You have protection from the chosen card name.', Runed Halo).")
UNTAP_STEP_AS_UNTAPPING: Hook[Callable[[GameState], None]] = Hook(
    "untap_step_as_untapping",
    "502.3: as the active player untaps their permanents, one-shot instructions waiting for that step ('During your "
    "next untap step, as you untap your permanents, return ~ to its owner's hand.': Undiscovered Paradise): fn(state)")
PLAYER_COUNTERS_AMOUNT: Hook[Callable[[GameState, int, str, int], int]] = Hook(
    "player_counters_amount",
    "614.1a, 122.1: fn(state, player, kind, amount) -> how many counters of that kind the player gets when they "
    "would get `amount` ('If you would get one or more counters, you get that many plus one of each of those kinds "
    "of counters instead.', Winding Constrictor): asked for poison (infect damage, 'gets a poison counter', "
    "proliferate) and energy counters.")
