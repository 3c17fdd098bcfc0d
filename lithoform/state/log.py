"""The game log as readable text: each structured event rendered with the CR rules it follows.

`render_all(events)` is the verbose view: one line per event. The default view (`lithoform.state.logview`)
folds the bookkeeping into one line per game event. Both print objects by name (`Names`), with an id only
where two objects of that name exist at once, and no internal words (step keys, durations, Python lists)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from lithoform.state.model import Event

_TEMPLATES = {
    "setup": "Game set up: turn {turn}, {step_text}",
    "turn": "Turn {turn} begins (P{player1})",
    "step": "{step_title} step",
    "draw": "P{player1} draws {card}",
    "renumber": "P{player1}'s library cards get new ids",
    "draw_empty": "P{player1} can't draw: the library is empty",
    "skip_draw": "P{player1} skips the first draw",
    "zone_change": "{card} moves from {src} to {dst}{instead_text}{counters_text}",
    "play_land": "P{player1} plays {card}",
    "announce": "P{player1} announces {what}",
    "total_cost": "total cost of #{obj} is {cost}",
    "paid": "P{player1} pays {cost}{life_text} for #{obj}",
    "cast": "P{player1} casts {card}{targets_text}{details_text}",
    "activated": "P{player1} activates an ability of {card}{targets_text}{details_text}",
    "put_trigger": "{card}'s triggered ability goes on the stack",
    "triggered_on_stack": "{card}'s triggered ability is put on the stack{targets_text}{details_text}",
    "trigger": "{card}'s ability triggers: {trigger_text}",
    "trigger_removed": "{card}'s triggered ability has no legal target and is removed",
    "mana_ability": "P{player1} activates {card}'s mana ability: {mana}",
    "mana": "P{player1} adds {mana}",
    "mana_empties": "P{player1}'s mana pool empties{kept_text}",
    "resolve": "{card}{ability_text} resolves{partial_text}",
    "fizzle": "{card} doesn't resolve: all its targets are illegal{illegal_text}",
    "intervening_if": "{card} does nothing: its 'if' condition is false",
    "countered": "{card} is countered",
    "not_countered": "{card} can't be countered",
    "damage": "{card} deals {amount} damage to {target}",
    "life": "P{player1} {life_change}{cause_text}",
    "poison": "P{player1} gets {amount} poison counter(s)",
    "convoked": "{card} is tapped to pay {paid} of #{obj}'s cost (convoke)",
    "tap": "{card} becomes tapped",
    "untap": "{card} becomes untapped",
    "untap_step": "P{player1} untaps their permanents",
    "counters_removed": "{amount} {kind} counter(s) removed from {card}",
    "counters_added": "{amount} {kind} counter(s) put on #{obj}",
    "continuous_effect": "{objs_text} {effect_text} {until_text}",
    "token": "P{player1} creates {token_text}",
    "regeneration_shield": "a regeneration shield on {card}",
    "regenerate": "{card} regenerates",
    "enters_attacking": "{card} enters attacking {defender_text}",
    "delayed_trigger": "{card} sets up a delayed trigger for {delayed_text}",
    "damage_as_counters": "{amount} damage to {target} is replaced by {amount} {kind} counter(s) ({card})",
    "enters_with_counters_effect": "{card} will enter with {amount} additional {kind} counter(s)",
    "reveal": "P{player1} reveals their hand: {cards_text}",  # the whole hand (701.20a)
    "reveal_cards": "P{player1} reveals {cards_text}{where_text}",  # some cards, from where `where` says
    "chosen_for_cost": "P{player1} chooses {card} as they cast a spell",
    "library_ordered": "P{player1} puts {count} card(s) on top of their library in the order they chose",
    "opening_hand_reveal": "P{player1} reveals {card} from their opening hand",
    "search_forbidden": "P{player1} can't search (a 'can't search' effect)",
    "search_top_only": "P{player1} searches only the top {count} card(s) of that library (614.1a)",
    "mulligan_action": "P{player1} uses {card}: exiles the {count} card(s) of their hand and draws as many",
    "piles": "P{player1} separates the cards into two piles: {first} and {second}",
    "permanent_piles": "P{player1} separates the permanents into two piles: {first} and {second}",
    "pile_chosen": "P{player1} chooses the pile {chosen}",
    "order_triggers": "P{player1} chooses {order_text} to go on the stack next",
    "sba": "{card} {sba_text}",
    "cease": "{card} ceases to exist",
    "lose": "P{player1} loses the game",
    "no_exchange": "P{player1} can't gain life: the life totals aren't exchanged",
    "life_floor": "until end of turn, damage can't reduce P{player1}'s life total below 1",
    "win_prevented": "P{player1} would win the game, but can't",
    "cant_lose_game": "P{player1} can't lose the game this turn and their opponents can't win it",
    "game_over": "the game is over: {result}",
    "mandatory_loop": "the game repeats a loop of mandatory actions that no player can stop",
    "game_stopped": "the game is stopped unfinished at its {limit} limit, with no winner",
    "cleanup": "cleanup: damage wears off, 'until end of turn' effects end",
    "cleanup_discard": "P{player1} discards {count} card(s) to hand size",
    "attach": "{card} becomes attached to #{to}",
    "attacks": "{card} attacks {target}",
    "blocks": "{card} blocks #{attacker}",
    "no_attackers": "P{player1} has no creature that can attack",
    "combat_ends": "creatures are removed from combat",
    "coin_flip": "P{player1} wins the coin flip",
    "die_roll": "P{player1} rolls a d{sides}: {result}",
    "dice_ignored": "P{player1} ignores the lowest roll(s) of a d{sides}: {ignored}",
    "starting_player": "P{player1} will take the first turn",
    "meld": "P{player1} melds {cards_text} into {card}",
    "repeat_process": "P{player1} repeats the process (time {count})",
    "restart": "The game restarts (P{player1}'s effect): no one wins or loses; a new game begins, leaving in exile {cards_text}",
    "restart_finishes": "The restarting effect finishes: P{player1} puts {cards_text} onto the battlefield",
    "mulligan_declaration": "P{player1} declares {mulligan_text}",
    "mulligan": "P{player1} takes mulligan number {count}",
    "control": "P{player1} now controls {card}",
    "copy": "P{player1} puts a copy of {card} on the stack{copy_text}",
    "new_targets": "the copy #{obj} {new_targets_text}",
    "target_changed": "the target of #{obj} is changed to {target}",
    "target_unchanged": "#{obj} has no other legal target: its target is unchanged",
    "copy_becomes_token": "the copy of {card} becomes a token",
    "enters_as_copy": "{card} enters as a copy of {of}",
    "as_enters_choice": "as {card} enters, {choice} is chosen ({kind})",
    "as_enters_action": "as {card} enters: {text}",
    "chosen_now": "{choice} is chosen for {card} ({kind})",
    "proliferate": "P{player1} proliferates",
    "populate": "P{player1} populates",
    "draw_forbidden": "P{player1} can't draw another card this turn",
    "sunburst": "{card} enters with {amount} {kind} counters (sunburst: one for each color of mana spent to cast it)",
    "removed_from_combat": "{objs_text} removed from combat",
    "amplify": "P{player1} reveals {cards_text}: {card} enters with {amount} +1/+1 counters (amplify)",
    "bloodthirst": "{card} enters with {amount} +1/+1 counters (bloodthirst: an opponent was dealt damage this turn)",
    "enters_with_counted_counters": "{card} enters with {amount} {kind} counters, the number its text counts as it enters",
    "triggered_mana_ability": "{card}'s triggered mana ability adds {mana}",
    "aura_attached_as_it_enters": "{card} enters attached to {host} (chosen as it enters, not targeted)",
    "aura_cant_enter": "{card} can't enter the battlefield: there is nothing it could enchant",
    "cant_enter": "{card} can't enter the battlefield from the {zone}",
    "no_cards_outside_the_game": "{player} has no such card outside the game (in their sideboard) to reveal",
    "revealed_from_outside": "{player} reveals {card} from outside the game and puts it into their hand",
    "companion_revealed": "{player} reveals {card} from outside the game as their companion",
    "put_from_outside": "{player} puts {card} from outside the game into their hand",
    "put_from_outside_hidden": "{player} puts a card from outside the game into their hand",
    "pay_life": "P{player1} pays {amount} life",
    "enters_tapped": "{card} enters tapped: {reason}",
    "prevented": "{amount} damage to {target} is prevented{by_text}",
    "replaced": "{card} goes to {to} instead{by_text}",
    "skip_set": "P{player1} will skip their next {step_text} step",
    "skip": "P{player1} skips their {step_text} step",
    "skip_set_next": "P{player1} will skip their next {skipped}",
    "skip_next": "P{player1} skips their {skipped}",
    "player_ban": "P{player1} can't {what} this turn",
    "name_ban": "P{player1} can't cast spells named {name} {until}",
    "becomes_copy": "#{obj} becomes a copy of {of}",
    "spell_cost_change": "P{player1}'s effect: such spells cost {mana} {change} to cast",
    "shield": "the next {amount} damage to {target} this turn will be prevented",
    "redirect_shield": "the next {amount} damage to {target} this turn will be dealt to {to} instead",
    "redirected": "{amount} damage to {target} is dealt to {to} instead",
    "redirect_next_time": "{card}: the next time {source} would deal damage this turn, it is dealt to {to} instead",
    "loyalty": "{card}'s loyalty changes by {amount}",
    "scry": "P{player1} scries: {top} on top, {bottom} on the bottom",
    "surveil": "P{player1} surveils: {top} on top, {graveyard} into the graveyard",
    "search": "P{player1} searches their library and finds {found} card(s)",
    "shuffle": "P{player1} shuffles their library",
    "fight": "#{first} and #{second} fight",
    "choose_color": "P{player1} chooses {color}",  # 702.16: protection from the color of their choice
    "damage_replaced": "{card}: {amount} damage to {target} becomes {new}",
    "exchange_fails": "the exchange of control can't be completed: nothing is exchanged",  # 701.12a
    "effect_ends": "{card}: an effect that lasted for as long as its condition held ends",  # 611.2b
    "may_cast_from_graveyard": "P{player1} may cast {card} from their graveyard this turn",  # 601.3
    "may_play_from_graveyard": "P{player1} may play lands and cast spells from their graveyard this turn",  # 601.3
    "effect_never_starts": "{card}: the effect's 'for as long as' duration never starts, so it does nothing",  # 611.2b
    "amount_replaced": "{card}: {what} for P{player1}, {amount}, becomes {new}",  # 614.1a: twice that much life
    "counters_replaced": "{card}: {amount} {kind} counter(s) become {new}",
    "draw_replaced": "{card}: P{player1} draws {count} cards instead",
    "next_draw_replaced": "{card}: P{player1}'s draw is replaced",
    "turn_replacement": "{card}: {text}",
}

# untapping, phasing, extra turns and ending the turn (502.3, 702.26, 500.7, 724.1)
_TEMPLATES.update({
    "doesnt_untap": "{card} doesn't untap",
    "untaps_in_other_untap_step": "{card} untaps during P{player1}'s untap step",  # Seedborn Muse
    "paired": "{card} is paired with {other_card} (soulbond)",
    "unpaired": "#{obj} and #{other} are no longer paired (soulbond)",
    "phase_out": "{objs_text} phase(s) out",
    "phase_in": "{objs_text} phase(s) in",
    "tapped_as_phased_in": "{card} phases in tapped",  # 610.4 (Oubliette)
    "extra_turns": "P{player1} will take {count} extra turn(s) after this one",
    "extra_phases": "P{player1}'s turn gets {phases} after this phase",
    "extra_phases_none": "it is not a {phase} phase: no phase is added",
    "triggers_cease": "{count} waiting triggered abilit(ies) cease to exist",
    "end_the_turn": "the turn ends: the stack is exiled",
    "skip_to_cleanup": "the {step_text} step ends; the game skips to the cleanup step",
})

# additional land plays this turn (305.2), a chosen return that found nothing (609.3)
_TEMPLATES.update({
    "flash_permission": "P{player1} may cast some spells as though they had flash for a time",
    "extra_land_plays": "P{player1} may play {count} additional land(s) this turn",
    "nothing_returned": "{card}: there is nothing to return",
    "cant_gain_life": "until end of turn, {who} can't gain life",
    "enter_triggers_banned": "{card} entering the battlefield causes no ability to trigger",
    "dies_triggers_banned": "{card} dying causes no ability to trigger",
    "damage_unpreventable": "until end of turn, damage can't be prevented",
    "cant_be_countered": "until end of turn, spells P{player1} controls can't be countered",
    "activations_banned": "this turn, activated abilities of {card} can't be activated",
    "player_gains": "until end of turn, P{player1} has {what}",
    "not_prevented": "{by}'s prevention applies to the damage to {target} but prevents none of it (it can't be prevented)",
})

# a player's maximum hand size changed for the rest of the game (402.2)
_TEMPLATES.update({
    "max_hand_size": "P{player1}'s maximum hand size is now {size}",
})

# 'draw up to N cards' (121.2, 608.2d; mechanics/draw_up_to)
_TEMPLATES.update({
    "draw_up_to": "P{player1} chooses to draw {count} of up to {most} cards",
})

# emblems (114.2)
_TEMPLATES["emblem"] = "P{player1} gets an emblem"
_TEMPLATES["prowl_damage"] = "{card}'s creature types are noted as it dealt combat damage under P{player1}'s control"
_TEMPLATES["monarch"] = "P{player1} becomes the monarch"  # 725.1
# an attack requirement for a player's next turn (508.1d): Gideon Jura
_TEMPLATES["attack_requirement"] = "P{player1}'s creatures must attack {card} during their next turn if able"
# a card exiled with permission to play it (601.3): Furious Rise
_TEMPLATES.update({
    "declined": "P{player1} chooses not to ({card}'s 'may')",
    "players_choose": "P{player1} chooses {count} to keep",
    "indestructible": "{card} isn't destroyed: it is indestructible{from_text}",
    "exile_may_play": "P{player1} exiles {card} and may play it",
    "may_cast_free": "P{player1} may cast one of {count} exiled card(s) without paying its mana cost this turn",
})
# double-faced cards (701.27a)
_TEMPLATES.update({
    "transform": "{old_name} transforms: {card} is up",
    "flip": "{old} ({old_name}) flips: it is {card}",
    # face-down spells and permanents (708)
    "turned_face_up": "P{player1} turns #{obj} face up: it is {card}",
    "stays_face_down": "P{player1} reveals {card}, which stays face down",
    "unattach": "{card} becomes unattached",
    "bestow_ends": "{card} ceases to be bestowed: it is an enchantment creature",
})
_TEMPLATES["day_night"] = "it becomes {text}"
_TEMPLATES["exploited"] = "{card} exploits {sacrificed}"  # 702.110b
_TEMPLATES["merged"] = "{card} mutates {where} {target}: they merge into one creature"  # 702.140c, 730.2
_TEMPLATES["mutating_ends"] = "{card}'s target is illegal: it resolves as a creature spell, not mutating"  # 702.140b
_TEMPLATES["merged_card_moved"] = "{card}, a card of the merged permanent, moves from {src} to {dst}"  # 730.3
_TEMPLATES.update({  # player-directed effects (mechanics/discards, tap_or_untap; searches)
    "random_discard": "P{player1} discards at random",  # 701.9b
    "tap_or_untap": "P{player1} chooses to {choice} {target}",  # 701.26a-b, 608.2d
    "put_on_top": "P{player1} puts the found card on top of their library",  # 401.4, 701.23a
})
# casting from other places and times: cascade (702.85a), suspend (702.62a), casting during a resolution (608.2g)
_TEMPLATES.update({
    "cascade": "P{player1} cascades: exiles {cards_text}; hits {hit}",
    "cast_during_resolution": "P{player1} will cast {card} during this resolution without paying its mana cost",
    "cast_during_resolution_via": "P{player1} will cast {card} during this resolution (via {via})",
    "suspend": "P{player1} suspends {card} with {count} time counter(s)",
})
_TEMPLATES.update({
    "excess_damage": "{amount} of the damage {card} deals is excess, dealt to another player instead",  # 120.4a
    "countered_by": "{card} was countered by a spell or ability P{by1} controls",  # 701.6a
})
_TEMPLATES["connive"] = "{card} connives ({nonland} nonland card(s) discarded)"  # 701.50a
_TEMPLATES["umbra_armor"] = "{aura} is destroyed instead of {card}: its damage is removed"  # 702.89a
_TEMPLATES["shield_counter"] = "a shield counter is removed from {card} instead of its {instead_of}"  # 122.1c
_TEMPLATES["dredge"] = "P{player1} dredges {card}: mills {count} and returns it to their hand instead of drawing"
_TEMPLATES["devour"] = "{card} devours {count} creature(s)"  # 702.82a
_TEMPLATES["city_blessing"] = "P{player1} gets the city's blessing"  # 702.131
_TEMPLATES["adapt"] = "{card} adapts ({amount} +1/+1 counter(s))"  # 701.46a
_TEMPLATES["monstrous"] = "{card} becomes monstrous ({amount} +1/+1 counter(s))"  # 701.37a
_TEMPLATES.update({  # older keyword actions and abilities (mechanics/bolster, amass, fabricate, ...)
    "bolster": "P{player1} bolsters {amount}: #{obj} gets the counters",  # 701.39a
    "amass": "P{player1} amasses {amount}: #{obj} gets the counters",  # 701.47a
    "fabricate": "#{obj} fabricates {amount}: {choice}",  # 702.123a
    "explored": "{card} explores",  # 701.44b
    "encoded": "{card} is exiled encoded on {creature}",  # 702.99a-b
    "card_copied": "a copy of {card} is made (#{obj})",  # 707.12
    "haunts": "{card} is exiled haunting {creature}",  # 702.55a-b
    "tribute": "P{player1} {choice} tribute {amount} for {card}",  # 702.104a
    "riot_haste": "{card} enters with haste (riot)",  # 702.136a
    "enters_with_keywords": "{card} enters with {keywords}",  # 614.1c: 'it enters ... and with first strike'
    "clash": "P{player1} clashes and {result}",  # 701.30a, 701.30d
    "vote": "P{player1} votes for {choice}",  # 701.38a
    "vote_result": "the vote ends: {result}",  # 701.38a
    "renowned": "{card} becomes renowned ({amount} +1/+1 counter(s))",  # 702.112a
})
_TEMPLATES["class_level"] = "{card} becomes level {level}"  # 716.2a
_TEMPLATES["venture"] = "P{player1} ventures into {room} ({card})"  # 701.49, 309.4
_TEMPLATES["dungeon"] = "P{player1} puts {card} into the command zone"  # 309.2a
_TEMPLATES["dungeon_completed"] = "P{player1} completes {card}"  # 309.7
_TEMPLATES["exert"] = "{card} is exerted: it won't untap during its controller's next untap step"  # 701.43a
_TEMPLATES.update({"energy": "P{player1} gets {amount} energy (now {total})",  # 107.14, 122.1
                   "pay_energy": "P{player1} pays {amount} energy"})
# looking at and sorting a library, hands, alternative costs (mechanics/library_look, hands, exile_to_play)
_TEMPLATES.update({
    "aura_stays": "{card} can't enchant that object and stays where it is",
    "aura_not_attached": "{card} can't be attached to the creature put onto the battlefield with it",
    "search_zones": "P{player1} searches P{owner1}'s graveyard, hand and library",
    "search_zones_exiled": "P{player1} exiles {count} card(s) found in P{owner1}'s graveyard, hand and library",
    "look_at_top": "P{player1} looks at the top {count} card(s) of P{owner1}'s library",
    "put_on_library": "P{player1} puts {count} card(s) from their hand on the {position} of their library",
    "may_play_exiled": "P{player1} may play {count} exiled card(s) ({until})",
    "look_hand": "P{player1} looks at P{owner1}'s hand: {cards_text}",
    "hand_choice": "P{player1} chooses a card in P{owner1}'s hand",
    "reveal_card": "P{player1} reveals {card}",
    "reveal_from_hand": "P{player1} reveals from their hand: {cards_text}",
    "couldnt_sacrifice": "P{player1} has nothing to sacrifice",
    "look_hand_hidden": "P{player1} looks at P{owner1}'s hand",
})

# where the cards of a 'reveal_cards' event were revealed from (701.20a: they stay there unless moved)
REVEAL_WHERE = {
    "top": " from the top of their library", "library": " found in their library", "graveyard": " from their graveyard",
    "hand": " from their hand", "hand_random": " at random from their hand", "drawn": " (just drawn)",
    "looked_at": " from among the cards they looked at",
}

# a move by a keyword action, said as that action (701.8a destroy, 701.21a sacrifice, 701.9a discard...)
MOVE_VERBS = {"701.8a": "{card} is destroyed", "701.21a": "{card} is sacrificed", "701.9a": "{card} is discarded"}
STEP_WORDS = {
    "untap": "untap", "upkeep": "upkeep", "draw": "draw", "main1": "precombat main",
    "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers",
    "declare_blockers": "declare blockers", "combat_damage": "combat damage", "end_of_combat": "end of combat",
    "main2": "postcombat main", "end": "end", "cleanup": "cleanup",
}
UNTIL_WORDS = {
    "end_of_turn": "until end of turn", "next_untap": "until its controller's next untap step",
    "permanent": "from now on", "source_leaves": "for as long as its source remains on the battlefield",
    "end_of_your_next_turn": "until the end of its controller's next turn",
    "until_your_next_turn": "until its controller's next turn",
}
# 704.5: each state-based action in words (the rule the event cites picks it)
SBA_WORDS = {
    "704.5f": "is put into its owner's graveyard: toughness {toughness} (0 or less)",
    "704.5g": "is destroyed: lethal damage ({damage} damage, toughness {toughness})",
    "704.5h": "is destroyed: damage from a source with deathtouch",
    "704.5i": "is put into its owner's graveyard: no loyalty counters",
    "704.5j": "is put into its owner's graveyard: the legend rule",
    "704.5m": "is put into its owner's graveyard: an Aura attached to nothing legal",
    "704.5n": "becomes unattached: it can't legally be attached",
    "704.5q": "loses +1/+1 and -1/-1 counter pairs",
    "704.5s": "is put into its owner's graveyard: a Saga past its final chapter",
}
_STEP_KEY = re.compile(r"\b(" + "|".join(sorted(STEP_WORDS, key=len, reverse=True)) + r")\b")
_ID = re.compile(r"#(\d+)")
# kinds whose verbose line shows the object's id after its name
_ID_AFTER_NAME = {"announce", "resolve", "fizzle", "intervening_if", "countered", "not_countered", "regenerate",
                  "regeneration_shield", "enters_attacking", "sba", "cease", "attach", "attacks", "blocks", "control",
                  "doesnt_untap", "exile_may_play", "copy", "put_trigger", "token", "copy_becomes_token"}
# kinds whose `obj` is an ability on the stack, named after its source
_ABILITY_KINDS = {"put_trigger", "triggered_on_stack", "activated"}


def step_words(text: str) -> str:
    """A step key ('main1', 'end', 'this turn's end_of_combat') in words."""
    return _STEP_KEY.sub(lambda m: STEP_WORDS[m.group(1)], str(text))


class Names:
    """Who each object id is, read off the events as they go by: objects print by name, with their id only
    where two objects of that name exist at once. `lookup` names an id the events never named."""

    def __init__(self, lookup: Callable[[int], str | None] | None = None, ids: bool = False,
                 board: dict[int, str] | None = None) -> None:
        self.ids = ids  # the verbose view: every object with its id
        self.name: dict[int, str] = {}
        self.live: dict[str, set[int]] = {}
        for oid, name in (board or {}).items():  # the objects a board was set up with, before any event
            self._add(oid, name)
        self.lookup = lookup
        self.resolving = ""  # the name of the spell or ability resolving: the cause of what it does

    def _add(self, oid: Any, name: str) -> None:  # (an id, or a word in some events, as `_drop`'s)
        self.name[oid] = name
        self.live.setdefault(name, set()).add(oid)

    def _drop(self, oid: Any) -> None:  # (an id, or a word in some events: typed loosely for mypyc)
        name = self.name.get(oid)
        if name is not None:
            self.live.get(name, set()).discard(oid)

    def see(self, event: Event) -> None:
        a = event.args
        if event.kind == "zone_change":
            self._drop(a["old"])
            self.name[a["old"]] = a["card"]
            if a.get("new"):
                self._add(a["new"], a["card"])
        elif event.kind == "cease":
            self._drop(a.get("obj", 0))
        elif event.kind == "resolve":
            self.resolving = a.get("card", "")
            if a.get("ability"):
                self._drop(a.get("obj", 0))  # 113.7a: an ability leaving the stack ceases to exist
        elif event.kind in ("fizzle", "countered", "intervening_if") and self.name.get(a.get("obj", 0), "") \
                .endswith("'s ability"):
            self._drop(a.get("obj", 0))
        elif event.kind in ("step", "turn"):
            self.resolving = ""
        elif isinstance(a.get("obj"), int) and isinstance(a.get("card"), str) and event.kind != "convoked":
            ability = event.kind in _ABILITY_KINDS or (event.kind == "announce" and "602.2a" in event.rules)
            name = f"{a['card']}'s ability" if ability else a["card"]
            if a["obj"] not in self.name:
                self._add(a["obj"], name)

    def of(self, oid: int) -> str:
        name = self.name.get(oid) or (self.lookup(oid) if self.lookup else None)
        if not name:
            return f"an object (#{oid})"
        return f"{name} #{oid}" if len(self.live.get(name, ())) > 1 else name

    def text(self, s: str) -> str:
        """Each '#id' in `s` as a name: 'Grizzly Bears #43' keeps its id only if the name is ambiguous."""

        def sub(m: re.Match[str]) -> str:
            oid = int(m.group(1))
            name = self.name.get(oid) or (self.lookup(oid) if self.lookup else None)
            before = s[:m.start()]
            if name and before.endswith(name + " "):
                return m.group(0) if self.ids or len(self.live.get(name, ())) > 1 else "\0"
            if self.ids and before.endswith("("):
                return m.group(0)
            return f"{name} #{oid}" if self.ids and name else self.of(oid)

        return _ID.sub(sub, s).replace(" \0", "").replace("\0", "")


def _token_text(card: str) -> str:
    name = card[:-len(" Token")] if card.endswith(" Token") else card
    return f"a {name} token"


def _args(event: Event, names: Names) -> dict[str, Any]:
    """The template's fields: the event's args plus their words."""
    args = dict(event.args)
    if isinstance(args.get("player"), int):
        args["player1"] = args["player"] + 1
    if isinstance(args.get("owner"), int):
        args["owner1"] = args["owner"] + 1
    if isinstance(args.get("by"), int):  # the player whose spell or ability did it ('countered_by')
        args["by1"] = args["by"] + 1
    if isinstance(args.get("cards"), list | tuple):
        args["cards_text"] = ", ".join(map(str, args["cards"])) or "no cards"
    if "objs" in args:
        args["objs_text"] = ", ".join(f"#{o}" for o in args["objs"])
    targets = args.get("targets")
    args["targets_text"] = f" targeting {targets}" if targets else ""
    args["details_text"] = f" ({args['details']})" if args.get("details") else ""
    step = args.get("step", "")
    args["step_text"] = "at the mulligans, before it begins (103.5)" if step == "mulligan" else step_words(step)
    args["step_title"] = step_words(step).capitalize()
    args["delayed_text"] = f"the next {step_words(step)} step" if step in STEP_WORDS else step_words(step)
    effect = str(args.get("text", ""))
    args["effect_text"] = effect if effect.startswith(("gains", "can't", "loses")) else f"gets {effect}"
    args["until_text"] = UNTIL_WORDS.get(str(args.get("until")), str(args.get("until", "")).replace("_", " "))
    if step == "your_upkeep":  # the pacts' 'at the beginning of your next upkeep' (603.7)
        args["delayed_text"] = "its controller's next upkeep"
    if step == "your_end":  # Greasefang's 'at the beginning of your next end step' (603.7)
        args["delayed_text"] = "its controller's next end step"
    args["trigger_text"] = re.sub(r"^delayed: (\w+)$", lambda m: f"at the beginning of the next "
                                  f"{step_words(m.group(1))} step", str(args.get("text", "")).replace(
                                      "delayed: your_upkeep", "at the beginning of its controller's next upkeep").replace(
                                      "delayed: your_end", "at the beginning of its controller's next end step"))
    if event.kind == "trigger":
        args["trigger_text"] = step_words(args["trigger_text"].replace("delayed: ", "delayed trigger: "))
    args["token_text"] = _token_text(str(args.get("card", "")))
    d = args.get("defender")
    args["defender_text"] = f"P{-d}" if isinstance(d, int) and d < 0 else f"#{d}" if isinstance(d, int) else d
    args["what"] = (f"an ability of {args.get('card')}" if "602.2a" in event.rules else args.get("card"))
    args["life_text"] = f" and {args['life']} life (Phyrexian mana)" if args.get("life") else ""
    args["instead_text"] = (f" instead of {args['intended']} (replaced)" if args.get("intended") else "")
    entering = args.get("counters") if event.kind == "zone_change" else None
    args["counters_text"] = (" with " + ", ".join(f"{n} {k} counter(s)" for k, n in entering.items())
                             if isinstance(entering, dict) and entering else "")
    args["new_targets_text"] = ((f"targets {args['targets']}" if args.get("targets") else "has no target")
                                + (" (new targets chosen)" if args.get("changed") else " (targets kept)"))
    args["where_text"] = REVEAL_WHERE.get(str(args.get("where")), "")
    args["kept_text"] = f" (mana kept: {args['kept']})" if args.get("kept") else ""
    args["by_text"] = f" by {args['by']}" if args.get("by") else ""
    if event.kind == "replaced" and isinstance(args.get("source"), int) and args["source"]:
        args["by_text"] = f" (replacement effect of #{args['source']})"
    args["cards_text"] = ", ".join(str(c) for c in args.get("cards", ())) or "no cards" \
        if isinstance(args.get("cards"), (list, tuple)) else args.get("cards", "")
    order = args.get("abilities") or args.get("order")
    args["order_text"] = ", then ".join(str(o) for o in order) if isinstance(order, (list, tuple)) else order
    args["from_text"] = f" ({args['source']})" if isinstance(args.get("source"), str) and args["source"] else ""
    args["ability_text"] = "'s ability" if args.get("ability") else ""
    args["illegal_text"] = f" — {args['why']}" if args.get("why") else ""
    args["partial_text"] = f", but not for its illegal target(s) — {args['why']}" if args.get("why") else ""
    args["old_name"] = f"#{args['obj']}" if "obj" in args else "it"
    copy_targets = args.get("copy_targets")
    args["copy_text"] = (f" targeting {copy_targets}" if copy_targets else "") + (
        " (new targets)" if args.get("changed") else "")
    amount = args.get("amount", 0)
    if event.kind == "life" and isinstance(amount, int):
        args["life_change"] = f"gains {amount} life" if amount >= 0 else f"loses {-amount} life"
        args["cause_text"] = f" ({names.resolving})" if names.resolving else ""
    if event.kind == "sba":
        rule = event.rules[0] if event.rules else ""
        template = SBA_WORDS.get(rule, "is affected by a state-based action")
        try:
            args["sba_text"] = template.format(**args)
        except (KeyError, IndexError):
            args["sba_text"] = template.split(" (")[0].split(": toughness")[0]
    if event.kind == "mulligan_declaration":
        args["mulligan_text"] = "a mulligan" if args.get("mulligan") else "that they keep"
    if event.kind == "game_over":
        w = args.get("winner")
        args["result"] = "a draw" if w is None else f"P{w + 1} wins"
    return args


def text_of(event: Event, names: Names) -> str:
    """The event's sentence, without its rules."""
    template = _TEMPLATES.get(event.kind)
    if event.kind == "zone_change" and event.rules[:1] and event.rules[0] in ("701.8a", "701.21a", "701.9a") \
            and not event.args.get("intended") and not names.ids:
        template = MOVE_VERBS[event.rules[0]] + " (to the {dst})"
    args = _args(event, names)
    try:
        text = template.format(**args) if template else event.kind.replace("_", " ")
    except (KeyError, ValueError, IndexError):
        text = event.kind.replace("_", " ") + ": " + ", ".join(f"{k} {v}" for k, v in event.args.items())
    if names.ids:  # the verbose view: the object's id after its name, and a moved card's new id (400.7)
        obj, card = event.args.get("obj"), event.args.get("card")
        if isinstance(obj, int) and isinstance(card, str) and card in text and event.kind in _ID_AFTER_NAME:
            text = text.replace(card, f"{card} (#{obj})", 1)
    text = names.text(text)
    if names.ids and event.kind == "zone_change":
        text += f" (#{event.args['old']} becomes #{event.args['new']})"
    return text


def cite(rules: tuple[str, ...] | list[str]) -> str:
    return f"[{', '.join(dict.fromkeys(rules))}]"


def render(event: Event, names: Names | None = None) -> str:
    names = names if names is not None else Names()
    names.see(event)
    return f"{text_of(event, names)} {cite(event.rules)}"


def render_all(events: list[Event], lookup: Callable[[int], str | None] | None = None,
               board: dict[int, str] | None = None) -> list[str]:
    """The verbose view: every event on its own line."""
    names = Names(lookup, ids=True, board=board)
    return [render(e, names) for e in events]
# the Commander variant (903)
_TEMPLATES.update({
    "commander_cast": "P{player1} has cast {card} from the command zone {times} time(s) (903.8: the commander tax)",
    "commander_damage": "{card} has dealt P{player1} {total} combat damage this game (903.10a)",
    "commander_left": "P{player1} leaves their commander {card} in the {zone} (903.9a)",
})
