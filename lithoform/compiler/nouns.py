"""Transformer rules for noun phrases: descriptions of objects (109.2), the objects and players a phrase
names (targets in printed order, 601.2c; pronouns for the most recent object, 'that player' for the most
recent player), counts and amounts."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace as dc_replace
from typing import Any

from lark import Token

from lithoform.cards.tree import (
    ActivePlayer,
    CardsInGraveyard,
    CardsInHand,
    CardsInItsControllersGraveyard,
    CardsInYourGraveyard,
    ControllerOf,
    CountControlledBy,
    CountedController,
    CountersOn,
    CountOf,
    Created,
    DefendingPlayer,
    DiedThisTurn,
    Each,
    EachControlledBy,
    EachOpponent,
    EachPlayer,
    EachRecipient,
    EachSpell,
    Equipped,
    Filter,
    GreatestAmong,
    GreatestPower,
    Half,
    LibrarySize,
    ManaValueOf,
    NoncombatDamageToOpponents,
    PowerOf,
    SacrificedManaValue,
    Target,
    TargetController,
    TargetPlayerOrController,
    TargetSpec,
    This,
    TotalPower,
    Triggering,
    TriggeringController,
    XValue,
    You,
)
from lithoform.compiler.descriptions import CARD_TYPES, COLORS, Desc, DescriptionError, describe
from lithoform.compiler.keywords import KEYWORD_NAMES
from lithoform.compiler.values import (
    NUMBER_WORDS,
    PLAYER_KINDS,
    Bare,
    Graveyard,
    Marked,
    Scope,
    Suffix,
    Unnamed,
    Unsupported,
    described,
    replace,
    text,
)


@dataclass(frozen=True)
class GraveyardCards:
    """'all [cards] from your graveyard': a group only 'exile ... until ~ leaves the battlefield' reads."""

    ref: CardsInYourGraveyard


class NounRules:
    """Rules of the noun phrases; mixed into `OracleTransformer` (transform.py)."""

    scope: Scope
    chunks: tuple[tuple[str, ...], ...]
    face_subtypes: tuple[str, ...]

    def _words(self, tok: Any) -> tuple[str, ...]:
        """The words a DESC placeholder stands for (chunk.py)."""
        return self.chunks[int(str(tok)[1:])]

    def _only(self, tok: Any, *allowed: str) -> None:
        if " ".join(self._words(tok)) not in allowed:
            raise Unsupported(f"{' '.join(self._words(tok))!r} where {' or '.join(allowed)} was expected")

    # --- small words ------------------------------------------------------------------------------------

    def number_word(self, c: list) -> int:
        return NUMBER_WORDS[text(c[0])]

    def cnt_one(self, c: list) -> int:
        return 1

    def cnt_number(self, c: list) -> int:
        return int(c[0])

    def cnt_word(self, c: list) -> int:
        return c[0]

    def cnt_x(self, c: list) -> XValue:
        return XValue()

    def cnt_half_x(self, c: list) -> Half:
        """'half X' (107.1a): rounded as a later sentence says ('Round down each time.')."""
        return Half(XValue())

    def cnt_that_many(self, c: list) -> XValue:
        """'put that many +1/+1 counters': the amount of the trigger event (as 'that much')."""
        return self.amt_that_much(c)

    amt_number = cnt_number
    amt_word = cnt_word
    amt_x = cnt_x
    amt_half_x = cnt_half_x

    def amt_that_much(self, c: list) -> Any:
        """'that much': the amount of the trigger event (life gained, damage dealt), which the engine
        carries as the triggered ability's X (triggers.py)."""
        if not self.scope.event_amount:  # type: ignore[attr-defined]
            if self.scope.produced is not None:  # type: ignore[attr-defined]
                return self.scope.produced  # type: ignore[attr-defined]  # what an earlier instruction did (608.2c)
            raise Unsupported("'that much' (an amount from the trigger event)")
        return XValue()

    def count_cards(self, c: list) -> Any:
        words = self._words(c[1])
        if words in (("card",), ("cards",)):
            return c[0]
        d = describe(list(words), [])  # 'discard a creature card': only a discard reads a kind of card
        if d.noun != "card" or d.zone not in ("card", "battlefield"):
            raise Unsupported(f"{' '.join(words)!r} where card or cards was expected")
        return Marked("cards_of_a_kind", (c[0], d.filter()))

    def count_cards_equal(self, c: list) -> Any:
        self._only(c[0], "cards")
        return c[1]

    def simple_keyword(self, c: list) -> str:
        return KEYWORD_NAMES[text(c[0])]

    def kw_name(self, c: list) -> str:
        return c[0]

    def kwn_first_strike(self, c: list) -> str:
        return "First strike"

    def kwn_double_strike(self, c: list) -> str:
        return "Double strike"

    def keywords(self, c: list) -> tuple[str, ...]:
        # a name may stand for several abilities ('protection from red and from blue', 702.16g)
        return tuple(k for x in c for k in (x if isinstance(x, tuple) else (x,)))

    def counter_kind(self, c: list) -> str:
        return text(c[0]) if c else "loyalty"

    def counter_kind_time(self, c: list) -> str:
        return "time"

    def counter_word(self, c: list) -> None:
        return None

    def top_or_bottom(self, c: list) -> str:
        return "top" if text(c[0]) == "top" else "bottom"

    def library_owner(self, c: list) -> None:
        return None

    def attached_word(self, c: list) -> str:
        return text(c[0])

    def owners_hand(self, c: list) -> None:
        return None

    def found_cards(self, c: list) -> None:
        return None

    # --- descriptions ---------------------------------------------------------------------------------------

    def sfx_you_control(self, c: list) -> Suffix:
        return Suffix("you_control")

    def sfx_you_dont_own(self, c: list) -> Suffix:
        return Suffix("you_dont_own")

    def sfx_you_own_and_control(self, c: list) -> Suffix:
        return Suffix("you_own_and_control")

    def desc_you_own(self, c: list) -> Desc:
        """'target creature you own' (108.3; Charming Prince): a target requirement's description, whoever controls
        the object."""
        return self.desc_of_words(list(self._words(c[0])), [Suffix("you_own")])

    def sfx_with_counter(self, c: list) -> Suffix:
        if _int(c[0]) != 1:
            raise Unsupported("a description with a number of counters")
        return Suffix("counter", c[1])

    def sfx_you_cast(self, c: list) -> Suffix:
        return Suffix("you_cast")

    def sfx_opponent_controls(self, c: list) -> Suffix:
        return Suffix("opponent_controls")

    def sfx_that_player_controls(self, c: list) -> Suffix:
        if isinstance(self.scope.player, Triggering):  # the player a trigger event names (603.2c batch)
            return Suffix("that_player_controls", True)
        if isinstance(self.scope.player, Target):  # 'target player and each creature that player controls'
            return Suffix("player_ref", self.scope.player)
        if isinstance(self.scope.player, TargetController | ActivePlayer):
            # 'Destroy target creature an opponent controls. Each other creature that player controls ...' (the
            # target's controller, 608.2h); 'At the beginning of each opponent's upkeep, tap target creature that
            # player controls' (the active player, 603.2)
            return Suffix("player_ref", self.scope.player)
        if self.scope.player is None and self.scope.each_players is not None:
            # 'to each opponent equal to the number of Islands that player controls' (mechanics/per_recipient)
            return Suffix("player_ref", EachRecipient())
        raise Unsupported("'that player controls' (a controller named by the text)")

    def sfx_that_player_graveyard(self, c: list) -> Suffix:
        """'target permanent card from that player's graveyard' (Zareth San): the graveyard of the player a
        trigger event names (the player dealt combat damage, 603.2)."""
        if not isinstance(self.scope.player, Triggering):
            raise Unsupported("'that player's graveyard' of a player the trigger event doesn't name")
        return Suffix("that_player_graveyard", True)

    def sfx_your_graveyard(self, c: list) -> Suffix:
        return Suffix("your_graveyard")

    def sfx_your_hand(self, c: list) -> Suffix:
        return Suffix("your_hand")

    def sfx_their_graveyard(self, c: list) -> Suffix:
        return Suffix("their_graveyard")

    def sfx_opponent_graveyard(self, c: list) -> Suffix:
        """'target card from an opponent's graveyard' (404.2: a graveyard holds its owner's cards)."""
        return Suffix("opponent_graveyard")

    def sfx_single_graveyard(self, c: list) -> Suffix:
        """'target cards from a single graveyard': any graveyard, but one for all the targets (601.2c)."""
        return Suffix("single_graveyard")

    def sfx_a_graveyard(self, c: list) -> Suffix:
        return Suffix("a_graveyard")

    def sfx_battlefield(self, c: list) -> Suffix:
        return Suffix("battlefield")

    def sfx_from_it(self, c: list) -> Suffix:
        return Suffix("from_it")

    def sfx_library_position(self, c: list) -> Suffix:
        return Suffix("library_position", c[0])

    def sfx_library_nth(self, c: list) -> Suffix:
        """'into its owner's library second from the top' (Oust; 401.4; normalise.py words it 'on second
        from the top of its owner's library'): the position's ordinal word."""
        return Suffix("library_position", next(x for x in c if isinstance(x, str)))

    def library_nth(self, c: list) -> str:
        return str(c[0])

    def sfx_with_keywords(self, c: list) -> Suffix:
        return Suffix("with_keywords", c[0])

    def sfx_without_keywords(self, c: list) -> Suffix:
        return Suffix("without_keywords", c[0])

    def stat(self, c: list) -> str:
        return "mana_value" if len(c) == 2 else text(c[0])

    def more_less(self, c: list) -> str:
        return "at_most" if text(c[0]) == "less" else "at_least"

    def sfx_stat(self, c: list) -> Suffix:
        stat, n, bound = c
        return Suffix("stat", (f"{stat}_{bound}", int(n)))

    def sfx_mana_value_x_or_less(self, c: list) -> Suffix:
        """'with mana value X or less' (the X a later 'where X is ...' defines)."""
        return Suffix("mana_value_x", XValue())

    def sfx_mana_value_at_most_its_graveyard(self, c: list) -> Suffix:
        """'with mana value less than or equal to the number of cards in its controller's graveyard' (Drown in
        the Loch): the cards of the graveyard of each candidate's own controller."""
        d = described(list(self._words(c[0])))
        if d.noun != "card":
            raise Unsupported("a count of something other than cards in its controller's graveyard")
        return Suffix("mana_value_x", CardsInItsControllersGraveyard(d.filter()))

    def sfx_mana_value_at_most_count(self, c: list) -> Suffix:
        """'with mana value less than or equal to the number of Vampires you control' (Dominating Vampire): counted
        whenever the filter is checked (as targets are chosen, 601.2c, and again as it resolves, 608.2b)."""
        d = described(list(self._words(c[0])))
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or not d.plural:
            raise Unsupported("a count of something other than permanents you control")
        d.controller = "you"
        return Suffix("mana_value_x", CountOf(d.filter()))

    def sfx_mana_value_exactly_x(self, c: list) -> Suffix:
        """'with mana value X' (the X chosen as the spell is cast, 107.3a; Lullmage's Domination)."""
        return Suffix("mana_value_exactly_x", XValue())

    def sfx_controller_graveyard_at_least(self, c: list) -> Suffix:
        """'whose controller has eight or more cards in their graveyard' (Lullmage's Domination)."""
        n, tok = c
        self._only(tok, "cards")
        return Suffix("controller_graveyard_at_least", _int(n))

    def sfx_named_this(self, c: list) -> Suffix:
        return Suffix("named_this")

    def sfx_not_named_this(self, c: list) -> Suffix:
        return Suffix("not_named_this")

    def sfx_thats(self, c: list) -> Suffix:
        """'a spell that's white, blue, black, or red': colors only."""
        words = [w for w in self._words(c[0]) if w not in (",", "or", "and", "and/or")]
        if not words or any(w not in COLORS for w in words):
            raise Unsupported("'that's' followed by more than colors")
        return Suffix("colors", tuple(COLORS[w] for w in words))

    def sfx_thats_both(self, c: list) -> Suffix:
        """"a spell that's both red and white" (105.2: an object is each of its colors; Battlegate Mimic's
        ruling: its other colors don't matter): every one of the two colors named."""
        words = list(self._words(c[0]))
        if len(words) != 3 or words[1] != "and" or words[0] == words[2] or not all(
                w in COLORS for w in (words[0], words[2])):
            raise Unsupported("'that's both' followed by something other than two colors")
        return Suffix("all_colors", (COLORS[words[0]], COLORS[words[2]]))

    def sfx_source(self, c: list) -> Suffix:
        words = self._words(c[1])
        if len(words) != 1 or words[0] not in CARD_TYPES:
            raise Unsupported("a source described by more than a card type")
        return Suffix("source:" + CARD_TYPES[words[0]])

    def desc(self, c: list) -> Desc:
        return self.desc_of_words(list(self._words(c[0])), c[1:])

    def desc_except(self, c: list) -> Desc:
        """'[description] except for [description]': the first, without the objects the second describes."""
        split = next(i for i in range(1, len(c)) if isinstance(c[i], Token) and c[i].type == "DESC")
        kept, excluded = self.desc(c[:split]), self.desc(c[split:])
        if kept.excluding is not None or excluded.excluding is not None:
            raise Unsupported("'except for' twice in one description")
        try:
            kept.excluding = excluded.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return kept

    def desc_of_words(self, words: list[str], rest: list) -> Desc:
        """A description from its words and the suffixes parsed after them."""
        suffixes = [s for s in rest if isinstance(s, Suffix)]
        try:
            d = describe(words, [s.name for s in suffixes if s.value is None])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.block_relation == "blocking_it":  # 'target creature blocking it': 'it' must be the source (509.1g)
            if not isinstance(self.scope.it(), This):
                raise Unsupported("'blocking it' of an object other than the source")
            d.block_relation = "blocking"
        for s in suffixes:
            if s.name == "with_keywords":
                d.keywords += list(s.value)
            elif s.name == "without_keywords":
                d.not_keywords += list(s.value)
            elif s.name == "stat":
                field, n = s.value
                if field == "mana_value_exactly":  # 'with mana value 2' (mechanics/that_has_mana_value)
                    d.mana_value_at_least = d.mana_value_at_most = n
                else:
                    setattr(d, field, n)
            elif s.name == "library_position":
                d.position = s.value
            elif s.name == "colors":
                d.colors += list(s.value)
            elif s.name == "all_colors":  # "that's both red and white": each color (the rest as `any_of` singles)
                if d.colors or d.any_of:
                    raise Unsupported("'that's both ...' after a description naming colors or alternatives")
                d.colors = [s.value[0]]
                d.any_of = [Filter(colors=(c,)) for c in s.value[1:]]
            elif s.name == "counter":
                d.counter = s.value
            elif s.name == "no_counter":  # 'without a fate counter on it' (mechanics/counter_descriptions)
                d.no_counter = s.value
            elif s.name == "subtypes_any":  # 'with a basic land type' (mechanics/player_search)
                if d.subtypes:
                    raise Unsupported("a subtype and 'with a basic land type'")
                d.subtypes = list(s.value)
            elif s.name == "mana_value_equal":  # 'with mana value equal to [amount]' (mechanics/counter_descriptions)
                d.mana_value_amount = s.value
            elif s.name == "that_player_controls":
                d.that_player = True
            elif s.name == "lesser_mana_value":  # mechanics/lesser_mana_value: the triggering object's, 608.2h
                d.lesser_mana_value = True
            elif s.name == "that_player_graveyard":  # the cards of the trigger event's player's graveyard
                d.zone, d.graveyard_of, d.that_player = "graveyard", "that_player", True
            elif s.name == "player_ref":  # 'that player controls': the target player named before (109.4)
                d.player_ref = s.value
            elif s.name == "defending_controls":  # 'defending player controls' (506.2)
                if d.controller is not None:
                    raise Unsupported("'defending player controls' with another controller")
                d.defending = True
            elif s.name == "defending_graveyard":  # 'from defending player's graveyard' (506.2, 404.2)
                if d.controller is not None or d.noun != "card":
                    raise Unsupported("'from defending player's graveyard' of something other than cards")
                d.zone, d.defending = "graveyard", True
            elif s.name == "target_controls":  # mechanics/player_or_planeswalker
                d.target_controls = s.value
            elif s.name == "chosen":  # 'of the chosen type' (607.2d)
                d.chosen = s.value
            elif s.name == "mana_value_x":  # 'with mana value X or less'
                d.mana_value_at_most_amount = s.value
            elif s.name == "mana_value_exactly_x":  # 'with mana value X'
                d.mana_value_at_most_amount = d.mana_value_at_least_amount = s.value
            elif s.name == "power_above":  # 'with power greater than [amount]' (mechanics/power_above)
                d.power_above_amount = s.value
            elif s.name == "power_at_most":  # 'with power less than or equal to [amount]' (mechanics/power_above)
                d.power_at_most_amount = s.value
            elif s.name == "power_at_least":  # 'with power greater than or equal to [amount]'
                d.power_at_least_amount = s.value
            elif s.name == "controller_graveyard_at_least":  # 'whose controller has N or more cards in ...'
                d.controller_graveyard_at_least = s.value
            elif s.name == "name_not_among":  # 'with a different name than each Aura you control' (aura_search)
                d.name_not_among = s.value
            elif s.name == "could_enchant":  # 'that could enchant that creature' (aura_search)
                d.could_enchant = s.value
            elif s.name == "among_them":  # 'from among them' (mechanics/library_look)
                d.among_them = True
            elif s.name == "other_than_this":  # 'other than ~' (mechanics/more_conditions): as 'another'
                if words[-1:] != ["other"]:  # (the chunked description ends with 'other')
                    raise Unsupported("'than ~' after something other than 'other'")
                d.other = True
            elif s.name == "either_of":  # 'with power or toughness 1 or less' (mechanics/either_stat)
                if d.any_of:
                    raise Unsupported("'with power or toughness' after alternatives of a description")
                d.any_of = list(s.value)
            elif s.name == "other_than_kind":  # 'other than a basic land card' (mechanics/name_purge)
                _other_than_kind(d, s.value)
            elif s.name == "other_than_this_after":  # 'creatures you control other than ~' (mechanics/more_conditions)
                d.other = True
            elif s.name == "mana_costs":  # 'with mana cost {0} or {1}' (mechanics/mana_cost_filter)
                d.mana_costs += list(s.value)
            elif s.name == "x_in_mana_cost":  # 'with {X} in its mana cost' (mechanics/mana_cost_filter)
                d.x_in_mana_cost = True
            elif s.name == "targets_what":  # 'that targets you or a creature you control' (mechanics/spell_targets)
                if d.noun not in ("spell", "ability") and d.stack_kind is None:
                    raise Unsupported("'that targets ...' after something other than spells or abilities")
                d.targets_player, d.targets_filter = s.value
            elif s.name == "targets_only_this":  # 'that targets only ~' (mechanics/copy_per_target)
                if d.noun != "spell" and d.stack_kind is None:
                    raise Unsupported("'that targets only ~' after something other than spells")
                d.targets_this, d.only_target = True, True
            elif s.name == "targets_only":  # 'that targets only a single Golem' (mechanics/copy_per_target)
                if d.noun != "spell" and d.stack_kind is None:
                    raise Unsupported("'that targets only ...' after something other than spells")
                d.targets_filter, d.only_target = s.value, True
            elif s.name == "single_target":  # 'with a single target' (mechanics/change_targets)
                if d.noun not in ("spell", "ability") and d.stack_kind is None:
                    raise Unsupported("'with a single target' after something other than spells or abilities")
                d.single_target = True
            elif s.name == "has_adventure":  # 'that has an Adventure' (715.2a; mechanics/adventure)
                if d.noun not in ("spell", "card") and d.zone == "battlefield" and d.noun:
                    raise Unsupported("'that has an Adventure' after something other than spells or cards")
                d.has_adventure = True
            elif s.name == "cast_from":  # 'cast from a graveyard' (mechanics/spell_origins)
                if d.noun != "spell":
                    raise Unsupported("'cast from' after something other than spells")
                d.cast_from = s.value
            elif s.name == "attached_by":  # 'that are enchanted [or equipped]' (mechanics/group_statics)
                d.attached_by += list(s.value)
            elif s.name == "attached_by_other":  # 'with another Aura attached to it' (mechanics/group_statics)
                d.attached_by += list(s.value)
                d.attached_by_other = True
            elif s.name == "thats_a":  # "that's a Wolf or a Werewolf" (mechanics/each_statics; 205.3)
                if d.subtypes:
                    raise Unsupported("'that's a ...' after a description naming subtypes")
                d.subtypes += list(s.value)
        return d

    def for_each(self, c: list) -> CountOf | CardsInGraveyard:
        d: Desc = c[0]
        if d.zone == "graveyard" and d.noun == "card":
            return self._graveyard_count(d)
        if d.zone == "hand" and d.noun == "card":  # 'the number of cards in your hand' (402)
            return CardsInHand(replace(d.filter(), controller=None))
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.position:
            raise Unsupported("counting objects outside the battlefield")
        if d.that_player and isinstance(self.scope.player, Triggering) and d.player_ref is None:
            d = dc_replace(d, that_player=False, player_ref=self.scope.player)  # 'each artifact that player controls'
        if d.player_ref is not None and not d.that_player and not d.defending and d.target_controls is None:
            # 'the number of Islands that player controls' (107.1): the permanents of the player named
            plain = dc_replace(d, player_ref=None)
            if plain.controller is not None:
                raise Unsupported("a count naming two controllers")
            return CountControlledBy(plain.filter(), d.player_ref)
        return CountOf(d.filter())

    def for_each_amount(self, c: list) -> Any:
        return c[0]

    def for_each_counter(self, c: list) -> CountersOn:
        """'for each soul counter on ~' (122.1)."""
        kind = str(c[0])
        return CountersOn(kind)

    def amt_half_library(self, c: list) -> Half:
        """'half the number of cards in their library' (107.1a: rounded as the text says)."""
        self._only(c[0], "cards")
        if self.scope.player is None:
            raise Unsupported("'their library' with no player named before it")
        return Half(LibrarySize(self.scope.player), c[1] if len(c) > 1 else None)

    def rounded(self, c: list) -> bool:
        """', rounded up' (True) or ', rounded down' (False)."""
        return str(c[0]).endswith("up")

    def amt_noncombat_damage_opponents(self, c: list) -> NoncombatDamageToOpponents:
        return NoncombatDamageToOpponents()

    def amt_total_power(self, c: list) -> TotalPower:
        """'the total power of creatures you control'."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("the total power of something other than permanents")
        return TotalPower(d.filter())

    def amt_greatest_power(self, c: list) -> GreatestPower | GreatestAmong:
        """'the greatest power among creature cards in your graveyard'; 'among creatures you control' (the
        permanents now, mechanics/counts)."""
        d: Desc = c[0]
        if d.zone == "battlefield" and d.noun not in ("spell", "card", "ability") and not d.position:
            return GreatestAmong("power", d.filter())
        if d.zone != "graveyard" or d.noun != "card" or d.graveyard_of != "you":
            raise Unsupported("the greatest power among something other than cards in your graveyard")
        return GreatestPower(replace(d.filter(), controller=None))

    def _graveyard_count(self, d: Desc) -> CardsInGraveyard:
        """'creature cards in your graveyard', 'cards named ~ in their graveyard'."""
        if d.graveyard_of == "you":
            who: Any = You()
        elif d.graveyard_of == "their" and self.scope.player is not None:
            who = self.scope.player
        elif d.any_graveyard:  # 'creature cards in all graveyards' (404.1: each player's graveyard)
            who = EachPlayer()
        elif d.graveyard_of == "opponents":  # 'cards in your opponents' graveyards' (404.2)
            who = EachOpponent()
        else:
            raise Unsupported("cards in a graveyard the text doesn't name")
        named, d.named_this = d.named_this, False
        return CardsInGraveyard(replace(d.filter(), controller=None), who, named)

    # --- objects and players -----------------------------------------------------------------------------------

    def _positioned(self, d: Desc, ref: Any) -> Any:
        if d.position:
            self.scope.position = d.position
        if d.from_it:
            raise Unsupported("'from it' outside a hand being revealed")
        return ref

    def obj_this(self, c: list) -> This:
        self.scope.last = This()
        return This()

    def obj_it(self, c: list) -> Any:
        return self.scope.it()

    def obj_they(self, c: list) -> Any:
        """'they' as 'it', or, before any object is named, the trigger event's player ('Whenever ~ deals damage
        to a player, if ..., they lose the game': the player dealt the damage, 603.2)."""
        if self.scope.last is None and isinstance(self.scope.player, Triggering) \
                and self.scope.is_player(self.scope.player):
            return self.scope.player
        return self.scope.it()

    def obj_that(self, c: list) -> Any:
        d: Desc = c[0]
        last = self.scope.last
        if self._spell_event_unnamed() and d.noun in ("spell", "ability") and not d.plural:
            return Triggering()  # 'counter that spell or ability': the trigger's object (mechanics/targeted_yours)
        if isinstance(last, Unnamed) and last.not_creature and "Creature" in d.types and not d.plural:
            # 'you may sacrifice a Forest. If you do, that creature gains trample' (Spiked Ripsaw): the
            # permanent sacrificed wasn't described as a creature, so 'that creature' is the one named before it
            self.scope.last = last.before
        ref = self.scope.that(plural=d.plural)
        spec = self.scope.spec_of(ref)
        if d.noun == "card" and spec is not None and spec.zone == "battlefield" and spec.kind != "card":
            if isinstance(ref, Target) and ref.slot in self.scope.exiled_slots and d.plural == (spec.max > 1):
                # 'Exile target permanent. Return that card ...' (Flickerwisp): the card it became in exile
                # (400.7), which the exile keeps as the effect's objects (603.7c in a delayed trigger); 'those
                # cards' after 'exile two target ...' (Ghostly Flicker): each of them
                return Created()
            raise Unsupported("'that card': the permanent as a card in another zone (400.7)")
        return self._positioned(d, ref)

    def obj_any_target(self, c: list) -> Target:
        return self.scope.target(TargetSpec("any"))

    def _battlefield_each(self, d: Desc) -> Each | EachControlledBy:
        before = self.scope.last
        group = self._battlefield_group(d)
        self.scope.group_before = (group, before)  # 'that creature' after it (sentences._deal)
        return group

    def _battlefield_group(self, d: Desc) -> Each | EachControlledBy:
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'each' outside the battlefield")
        if isinstance(self.scope.last, Created) and d.other:
            # 'Create X 1/1 Soldier tokens. If X is 5 or more, destroy all other creatures.' (Martial Coup): other
            # than the objects just created, not than the source
            raise Unsupported("'all other ...' after creating objects (other than those)")
        if d.player_ref is not None or d.defending or (d.that_player and isinstance(self.scope.player, Triggering)):
            # 'each creature that player controls' (109.4): the player named before, as the effect applies;
            # 'each creature defending player controls' (506.2): the player the source is attacking
            who = d.player_ref if d.player_ref is not None else DefendingPlayer() if d.defending else self.scope.player
            if d.other and isinstance(who, TargetController):
                # 'each other creature that player controls' after a target creature: other than the target
                # (Flames of the Raze-Boar), which 'other' (other than the source) doesn't say
                raise Unsupported("'each other ... that player controls' after a target permanent")
            plain = dc_replace(d, player_ref=None, that_player=False, defending=False)
            self.scope.last = EachControlledBy(plain.filter(), who)
            return self.scope.last
        if d.target_controls is not None:
            # 'each creature that player or that planeswalker's controller controls' (Bonfire of the Damned, 115.1)
            plain = dc_replace(d, target_controls=None)
            self.scope.last = EachControlledBy(plain.filter(), TargetPlayerOrController(d.target_controls))
            return self.scope.last
        self.scope.last = Each(d.filter())  # 'those creatures' after 'creatures you control get +1/+1'
        return self.scope.last

    def obj_each(self, c: list) -> Any:
        d: Desc = c[0]
        if d.noun == "spell" and d.zone == "stack" and not (d.player_ref or d.that_player or d.defending):
            # 'counter each spell you don't control' (Counterflux overloaded): the spells on the stack; only
            # 'counter' reads it (verbs.counter; verbs._ref refuses it elsewhere)
            return EachSpell(d.filter())
        if d.graveyard_of == "you" and d.noun == "card" and d.plural and not d.position and not d.from_it:
            # 'exile all creature cards ... from your graveyard until ~ leaves' (Idol of Endurance): only
            # that verb reads it (verbs.exile); any other refuses it (_ref)
            return GraveyardCards(CardsInYourGraveyard(d.filter()))
        return self._positioned(c[0], self._battlefield_each(c[0]))

    def obj_plural(self, c: list) -> Any:
        d: Desc = c[0]
        if not d.plural and not d.number_free:  # 'other Merfolk' is plural without an ending
            return Bare(d)
        return self._positioned(d, self._battlefield_each(d))

    def obj_player_or_planeswalker(self, c: list) -> Target:
        self._only(c[0], "planeswalker")
        return self.scope.target(TargetSpec("player_or_planeswalker"))

    def obj_opponent_or_planeswalker(self, c: list) -> Target:
        """'target opponent or planeswalker' (115.1): an opponent, or any planeswalker (its controller's own too)."""
        self._only(c[0], "planeswalker")
        return self.scope.target(TargetSpec("opponent_or_planeswalker"))

    def obj_equipped(self, c: list) -> Equipped:
        self._only(c[0], "creature")
        if "Equipment" not in self.face_subtypes:
            raise Unsupported("'equipped creature' on a card that isn't an Equipment")
        self.scope.event_other = Equipped()  # 'that creature' after it, with nothing else named (608.2c)
        self.scope.last = Equipped()  # and 'it'
        return Equipped()

    def obj_enchanted(self, c: list) -> Any:
        self._only(c[0], "creature", "permanent", "land", "artifact")
        if "Aura" in self.face_subtypes:
            # 303.4: the object this Aura is attached to (as 'equipped' is an Equipment's); 'that creature' after
            # it, with nothing else named, is that object (608.2c: 'Destroy enchanted creature. That creature
            # can't be regenerated.')
            self.scope.event_other = Equipped()
            self.scope.last = Equipped()  # and 'it'
            return Equipped()
        raise Unsupported("'enchanted' as an object of an effect")

    def obj_graveyard(self, c: list) -> Graveyard:
        return Graveyard(self.scope.target(TargetSpec("player")))

    def obj_opponent_graveyard(self, c: list) -> Graveyard:
        """'Exile target opponent's graveyard.' (Release to Memory): the graveyard of an opponent, targeted."""
        return Graveyard(self.scope.target(TargetSpec("opponent")))

    def obj_each_opponent_graveyard(self, c: list) -> Graveyard:
        """'Exile each opponent's graveyard.' (Soul-Guide Lantern): every opponent's graveyard (404)."""
        return Graveyard(EachOpponent())

    def obj_that_player_graveyard(self, c: list) -> Graveyard:
        """'Then exile that player's graveyard.' (Go Blank): the graveyard of the player named before (404)."""
        return Graveyard(self.pl_that_player(c))

    def _spec(self, d: Desc, lo: int, hi: int) -> TargetSpec:
        try:
            return d.target_spec(lo, hi)
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def target_one(self, c: list) -> Target:
        d: Desc = c[0]
        if d.plural:
            raise Unsupported("'target' with a plural noun")
        return self._positioned(d, self.scope.target(self._spec(d, 1, 1)))

    def target_another(self, c: list) -> Target:
        d: Desc = c[0]
        if self.scope.targets:
            # 'target creature ... and another target creature': a criterion of the second target (115.3),
            # which must differ from the objects chosen for the earlier ones
            spec = replace(self._spec(d, 1, 1), distinct=True)
            return self._positioned(d, self.scope.target(spec))
        d.other = True  # the only target: 'another' means other than the source
        return self._positioned(d, self.scope.target(self._spec(d, 1, 1)))

    def target_up_to(self, c: list) -> Target:
        n, d = c
        if not _is_int(n):  # 'up to X target lands' (mechanics/x_targets)
            return self._positioned(d, self.scope.target(self.counted_spec(d, n, up_to=True)))
        return self._positioned(d, self.scope.target(self._spec(d, 0, _int(n))))

    def counted_spec(self, d: Desc, n: Any, up_to: bool) -> TargetSpec:
        """'X target creatures' (601.2b-c): as many targets as an amount worked out as they're chosen; no
        least number before then (X may be 0)."""
        return replace(self._spec(d, 0, COUNTED_MAX), count=n, count_up_to=up_to)

    def target_up_to_other(self, c: list) -> Target:
        n, d = c
        d.other = True
        return self._positioned(d, self.scope.target(self._spec(d, 0, _int(n))))

    def target_n(self, c: list) -> Target:
        n, d = c
        return self._positioned(d, self.scope.target(self._spec(d, _int(n), _int(n))))

    def target_phrase(self, c: list) -> Any:
        return c[0]

    def pl_you(self, c: list) -> You:
        return You()

    def pl_target_player(self, c: list) -> Target:
        return self.scope.target(TargetSpec("player"))

    def pl_target_opponent(self, c: list) -> Target:
        return self.scope.target(TargetSpec("opponent"))

    def pl_each_player(self, c: list) -> EachPlayer:
        self.scope.each_players = EachPlayer()  # 'each player ... they control' (mechanics/per_recipient)
        return EachPlayer()

    def pl_each_opponent(self, c: list) -> EachOpponent:
        self.scope.they = EachOpponent()  # 'each opponent and each creature they control' (damage_recipients)
        self.scope.each_players = EachOpponent()
        return EachOpponent()

    def _spell_event_unnamed(self) -> bool:
        """The trigger's object is a spell or ability, and the permanent it targets was described but has no
        name in the tree (mechanics/targeted_yours): 'that spell' and 'that player' still mean the spell's."""
        last = self.scope.last
        return self.scope.stack_event and isinstance(last, Unnamed) and isinstance(last.before, Triggering)

    def pl_that_player(self, c: list) -> Any:
        if self.scope.player is not None:
            return self.scope.player
        if self._spell_event_unnamed():
            return TriggeringController()  # 'deals 3 damage to that player': the spell's controller
        if isinstance(self.scope.default_it, Triggering) and (self.scope.last is None or self.scope.last == This()):
            return TriggeringController()
        raise Unsupported("'that player' without a player named before")

    def pl_its_controller(self, c: list) -> Any:
        last = self.scope.it()
        if isinstance(last, Target):
            return TargetController(last.slot)
        if isinstance(last, Triggering):
            return TriggeringController()
        if isinstance(last, Equipped):
            return ControllerOf(last)  # 'enchanted creature's controller' (108.4, 303.4)
        if self.scope.counting:  # 'For each creature destroyed this way, its controller ...' (March of Souls)
            return CountedController()
        raise Unsupported("'its controller' of something that isn't a target or the triggering object")

    def pl_that_controller(self, c: list) -> Any:
        """'that spell's controller' in 'whenever ~ becomes the target of a spell' (Bonecrusher Giant): the spell
        is the triggering object (603.2), even when the words before named ~ itself."""
        words = " ".join(self._words(c[0]))
        if self.scope.stack_event and words in ("spell", "spell or ability"):
            return TriggeringController()
        that = self.scope.that()  # 'that creature's controller': the object 'that creature' names
        if isinstance(that, Target):
            return TargetController(that.slot)
        if isinstance(that, Triggering):
            return TriggeringController()
        if isinstance(that, Equipped):
            if "spell" in words.split() or "ability" in words.split():  # Fractured Loyalty: not the enchanted creature
                raise Unsupported("'that spell's controller' of a spell the trigger event doesn't name")
            return ControllerOf(that)  # 'that creature's controller': the enchanted creature's (Backfire, 108.4)
        raise Unsupported("'that ...'s controller' of something that isn't a target or the triggering object")

    def src_this(self, c: list) -> This:
        return This()

    def src_it(self, c: list) -> Any:
        last = self.scope.last
        spec = self.scope.spec_of(last)
        if last is None and isinstance(self.scope.default_it, Triggering):
            return self.scope.default_it  # 'whenever a Dragon enters, it deals ...': the Dragon
        if last is None or (spec is not None and spec.kind in PLAYER_KINDS) or isinstance(last, This | Each):
            return This()  # 'it deals' after 'any target' or 'each creature': the spell or the ability's source
        return last

    def src_object(self, c: list) -> Any:
        return c[0]

    # --- amounts ------------------------------------------------------------------------------------------------

    def amt_sacrificed_mv(self, c: list) -> SacrificedManaValue:
        self._words(c[0])
        return SacrificedManaValue()

    def amt_its_power(self, c: list) -> PowerOf:
        return PowerOf(self.scope.it())

    def amt_this_power(self, c: list) -> PowerOf:
        return PowerOf(This())

    def _that_read(self, d: Any) -> Any:
        """The object 'that [desc]' names in an amount (Scope.that_read)."""
        noun = d.noun if isinstance(d, Desc) else ""
        creature = isinstance(d, Desc) and "Creature" in d.types and not d.plural
        return self.scope.that_read(noun, creature)

    def amt_that_power(self, c: list) -> PowerOf:
        return PowerOf(self._that_read(c[0]))

    def amt_its_mana_value(self, c: list) -> ManaValueOf:
        return ManaValueOf(self.scope.it())

    def amt_that_mana_value(self, c: list) -> ManaValueOf:
        return ManaValueOf(self._that_read(c[0]))

    def amt_died(self, c: list) -> DiedThisTurn:
        """700.4: 'the number of creatures that died (under your control) this turn'."""
        words = " ".join(self._words(c[0]))
        if words == "nontoken creatures":  # 'the number of nontoken creatures that died this turn' (111.1)
            return DiedThisTurn("you" if len(c) > 1 else None, token=False)
        self._only(c[0], "creatures")
        return DiedThisTurn("you" if len(c) > 1 else None)

    def amt_number_of(self, c: list) -> CountOf:
        return self.for_each(c)


COUNTED_MAX = 99  # the placeholder greatest number of a counted target requirement (TargetSpec.count)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, Token)


def _int(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, Token):
        return value
    raise Unsupported(f"a fixed number was expected, not {value!r}")


def _other_than_kind(d: Desc, kind: Desc) -> None:
    """'other than a basic land card' / 'other than an Aura card': the described objects minus one kind, said as a
    negation the Filter holds: one card type, one subtype, or basic land (205.4c: the basic supertype marks basic
    lands; no card in the database has it without being a land, so 'not basic' is 'not a basic land')."""
    rest = dc_replace(kind, types=[], subtypes=[], supertypes=[], plural=False, number_free=False, noun="",
                      zone=d.zone)
    if rest != dc_replace(Desc(), zone=d.zone) or kind.noun not in ("", d.noun):
        raise Unsupported("'other than' a kind the description can't negate")
    if kind.supertypes == ["Basic"] and kind.types == ["Land"] and not kind.subtypes:
        d.not_supertypes.append("Basic")
    elif len(kind.types) == 1 and not kind.supertypes and not kind.subtypes:
        d.not_types.append(kind.types[0])
    elif len(kind.subtypes) == 1 and not kind.supertypes and not kind.types:
        d.not_subtypes.append(kind.subtypes[0])
    else:
        raise Unsupported("'other than' a kind the description can't negate")
