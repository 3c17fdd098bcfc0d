"""Every kind of event the engine emits has a readable template in the game log (GUIDE principle 9)."""

from __future__ import annotations

import pathlib
import re

from support import random_play

from lithoform.state.log import _TEMPLATES

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "lithoform"


def test_every_emitted_event_kind_has_a_log_template() -> None:
    kinds = set()
    for path in PACKAGE.rglob("*.py"):
        kinds |= set(re.findall(r'emit\(\s*"([a-z_]+)"', path.read_text()))
    assert kinds, "no events found"
    assert not sorted(kinds - set(_TEMPLATES)), "events without a log template"


# The governing rules of each event kind: the event's first rule must be one of these (issue 19's audit).
# A new event kind needs its row here, with the rule that says what the event is.
GOVERNING: dict[str, set[str]] = {
    "setup": {"103"}, "turn": {"500.1", "103.8"}, "step": {"502", "503", "504", "505", "507", "508", "509", "510",
                                                          "510.4", "511", "513", "514"},
    "piles": {"608.2d"}, "permanent_piles": {"700.3"}, "pile_chosen": {"608.2d"},
    "mulligan_action": {"103.5b"},  # Serum Powder (mechanics/mulligan_actions)
    "commander_cast": {"903.8"}, "commander_damage": {"903.10a"}, "commander_left": {"903.9a"},  # mechanics/commander
    "prowl_damage": {"702.76a"},  # the creature types a source had as it dealt combat damage (mechanics/prowl)
    "search_forbidden": {"701.23", "101.2"},  # Ashiok, Dream Render, Mindlock Orb (mechanics/search_bans)
    "opening_hand_reveal": {"103.6b"},  # Chancellor of the Annex (mechanics/opening_hand)  # 'an opponent separates those cards into two piles' (mechanics/library_look)
    "draw": {"121.1"}, "draw_empty": {"121.4"}, "skip_draw": {"103.8a"}, "play_land": {"305.1"},
    "announce": {"601.2a", "602.2a"}, "total_cost": {"601.2f"}, "paid": {"601.2h", "118.12", "603.12", "702.24a", "508.1h"},
    "cast": {"601.2i"}, "activated": {"602.2b"}, "put_trigger": {"603.3a"}, "triggered_on_stack": {"603.3d"},
    "trigger": {"603.2", "603.12"}, "trigger_removed": {"603.3c", "603.3d"}, "mana_ability": {"605.3a"},
    "mana": {"106.3", "106.1b", "106.1a", "106.7"}, "mana_empties": {"106.4"}, "resolve": {"608.2", "608.3"}, "fizzle": {"608.2b"},
    "intervening_if": {"603.4"}, "countered": {"701.6a"}, "not_countered": {"113.6g"},
    "damage": {"120.3a", "120.3b", "120.3c", "120.3d", "120.3e"}, "life": {"119.3", "119.2", "119.5"},
    "poison": {"120.3b", "122.1f"}, "convoked": {"702.51a"}, "tap": {"701.26a", "508.1f"}, "untap": {"701.26b"},
    "untap_step": {"502.3"}, "counters_removed": {"122.1", "122.8", "615.5"}, "counters_added": {"122.1"},
    "continuous_effect": {"611.2c", "702.26a", "205.1a"}, "token": {"111.1"}, "regeneration_shield": {"701.19a"},
    "regenerate": {"701.19a"}, "enters_attacking": {"508.4"}, "delayed_trigger": {"603.7a"}, "enters_with_counters_effect": {"614.1c"}, "damage_as_counters": {"614.1a"},
    "reveal": {"701.20a"}, "reveal_cards": {"701.20a", "702.47a"}, "order_triggers": {"603.3b"}, "chosen_for_cost": {"601.2b"}, "library_ordered": {"401.1"},
    "look_at_top": {"401.4"}, "put_on_library": {"401.4"}, "may_play_exiled": {"601.3"}, "look_hand": {"400.2"},
    "look_hand_hidden": {"400.2"},
    "sba": {"704.5a", "704.5b", "704.5c", "704.5d", "704.5e", "704.5f", "704.5g", "704.5h", "704.5i", "704.5j",
            "704.5m", "704.5n", "704.5q", "704.5s"},
    "cease": {"704.5d", "704.5e", "113.7a"}, "lose": {"704.5a", "704.5b", "704.5c", "104.3a", "104.3b", "104.2b"},
    "game_over": {"104.2a", "104.4a", "104.4b", "104.1"}, "cleanup": {"514.2"}, "cleanup_discard": {"514.1"},
    "attach": {"701.3a"}, "attacks": {"508.1k"}, "blocks": {"509.1g"}, "no_attackers": {"508.1"},
    "combat_ends": {"511.3", "724.1d"}, "coin_flip": {"103.1", "705.1"}, "starting_player": {"103.1", "727.1a"}, "restart": {"727.1"},
    "restart_finishes": {"727.4"}, "repeat_process": {"608.2c"}, "meld": {"701.42a"},
    "mulligan_declaration": {"103.5"}, "mulligan": {"103.5"}, "control": {"613.1b"}, "copy": {"707.10"},
    "new_targets": {"707.10c"}, "target_changed": {"115.7a", "115.7b"}, "target_unchanged": {"115.7a", "115.7b"}, "copy_becomes_token": {"608.3f"}, "enters_as_copy": {"707.5"},
    "pay_life": {"119.4"}, "declined": {"608.2d"}, "indestructible": {"702.12b"}, "prevented": {"615.1a", "615.7", "702.16e", "122.1c"}, "replaced": {"614.1a"},
    "skip_set": {"614.1b"}, "skip": {"614.1b"}, "player_ban": {"101.2", "611.2a"}, "spell_cost_change": {"601.2f", "611.2a"}, "becomes_copy": {"707.2", "613.2a"}, "name_ban": {"101.2", "201.2", "611.2b"}, "shield": {"615.7"}, "redirect_shield": {"614.9"}, "redirected": {"614.9"}, "redirect_next_time": {"614.9"}, "loyalty": {"606.4"}, "scry": {"701.22a"}, "players_choose": {"101.4"},
    "skip_set_next": {"614.1b"}, "search_zones": {"701.23a"}, "aura_stays": {"303.4i"}, "aura_not_attached": {"701.3b"}, "search_zones_exiled": {"701.23a", "406.3"}, "skip_next": {"614.1b"},
    "surveil": {"701.25a"}, "search": {"701.23a"}, "shuffle": {"701.24a"}, "fight": {"701.14a"},
    "choose_color": {"702.16a"}, "damage_replaced": {"614.1a"}, "amount_replaced": {"614.1a"}, "effect_ends": {"611.2b"}, "exchange_fails": {"701.12a"}, "counters_replaced": {"614.1a"},
    "draw_replaced": {"614.11"}, "next_draw_replaced": {"614.11"}, "turn_replacement": {"614.1a", "615.1a"}, "doesnt_untap": {"502.3"},
    "untaps_in_other_untap_step": {"502.3"},
    "paired": {"702.95a"}, "unpaired": {"702.95e"},
    "phase_out": {"702.26b"}, "phase_in": {"702.26c"}, "tapped_as_phased_in": {"610.4"}, "extra_turns": {"500.7"}, "triggers_cease": {"724.1a"},
    "end_the_turn": {"724.1"}, "skip_to_cleanup": {"724.1d"}, "emblem": {"114.2"}, "exile_may_play": {"601.3"},
    "may_cast_free": {"601.3"}, "transform": {"701.27a"}, "flip": {"710.2", "110.5"}, "day_night": {"702.145d", "502.2", "731.1"},
    "exploited": {"702.110b"},
    "merged": {"702.140c"}, "mutating_ends": {"702.140b"}, "merged_card_moved": {"730.3"},
    "adapt": {"701.46a"},
    "city_blessing": {"702.131a", "702.131b", "702.131c"},
    "devour": {"702.82a"},
    "dredge": {"702.52a", "614.11"},
    "umbra_armor": {"702.89a", "614.8"},
    "shield_counter": {"122.1c"},
    "random_discard": {"701.9b"}, "tap_or_untap": {"701.26a", "701.26b"}, "put_on_top": {"401.4", "701.23a"},
    "aura_attached_as_it_enters": {"303.4f"}, "aura_cant_enter": {"303.4g"}, "cant_enter": {"101.2", "303.4f"},
    "no_cards_outside_the_game": {"400.11b"},
    "revealed_from_outside": {"400.11b", "701.20a"},
    "companion_revealed": {"103.2b", "702.139a"},
    "put_from_outside": {"400.11b"},
    "put_from_outside_hidden": {"400.11b"},
    "as_enters_choice": {"614.12", "607.2d"}, "as_enters_action": {"614.1c", "614.12"}, "chosen_now": {"608.2d", "607.2d"},
    "amplify": {"702.38a"},
    "removed_from_combat": {"506.4"},
    "bloodthirst": {"702.54a"},
    "sunburst": {"702.44a"},
    "enters_with_counted_counters": {"614.1c", "608.2h"},
    "proliferate": {"701.34a"},
    "populate": {"701.36a"},
    "draw_forbidden": {"101.2"},
    "triggered_mana_ability": {"605.4a"},
    "energy": {"107.14", "122.1"}, "pay_energy": {"107.14", "122.1"}, "exert": {"701.43a"},
    "connive": {"701.50a", "701.50e"}, "monstrous": {"701.37a"},
    "enters_tapped": {"614.1c"},
    "extra_land_plays": {"305.2"}, "flash_permission": {"702.8a"}, "nothing_returned": {"609.3"},
    "cant_gain_life": {"119.7"}, "enter_triggers_banned": {"603.2"}, "dies_triggers_banned": {"603.2"}, "cant_be_countered": {"701.6"}, "activations_banned": {"602.5"}, "player_gains": {"702.11c"},
    "damage_unpreventable": {"615.12"}, "not_prevented": {"615.12"},
    "max_hand_size": {"402.2"},
    "draw_up_to": {"121.2"}, "search_top_only": {"614.1a"},
    "turned_face_up": {"708.8"}, "stays_face_down": {"701.40g"}, "bestow_ends": {"702.103e", "702.103f"}, "unattach": {"701.3d"},
    "mandatory_loop": {"104.4b", "732.4"}, "renumber": {"401.2"},
    "cascade": {"702.85a"}, "cast_during_resolution": {"608.2g"}, "cast_during_resolution_via": {"608.2g"}, "suspend": {"702.62a", "116.2f"},
    "bolster": {"701.39a"}, "amass": {"701.47a"}, "fabricate": {"702.123a"}, "renowned": {"702.112a"}, "explored": {"701.44b"}, "riot_haste": {"702.136a"}, "enters_with_keywords": {"614.1c"}, "tribute": {"702.104a"}, "haunts": {"702.55b"}, "encoded": {"702.99b"}, "card_copied": {"707.12"}, "clash": {"701.30a"}, "vote": {"701.38a"}, "vote_result": {"701.38a"},
    "attack_requirement": {"508.1d"}, "monarch": {"725.1"},
    "die_roll": {"706.1a", "706.2"}, "dice_ignored": {"706.6"}, "class_level": {"716.2a"}, "venture": {"701.49", "309.4"},
    "dungeon": {"309.2a", "309.4a"}, "dungeon_completed": {"701.49c", "704.5t", "309.7"},
    "game_stopped": set(),  # an engine cap (Game(max_actions=...)) stopped the game: no rule of the game did
    "effect_never_starts": {"611.2b"},
    "life_floor": {"614.1a"}, "no_exchange": {"701.12a"}, "win_prevented": {"104.2b"}, "cant_lose_game": {"104.3e"},
    "may_cast_from_graveyard": {"601.3"},
    "may_play_from_graveyard": {"601.3", "305.1"},
    "extra_phases": {"500.8"}, "extra_phases_none": {"500.8"},
    "hand_choice": {"608.2d"}, "reveal_card": {"701.20a", "702.60a"}, "reveal_from_hand": {"701.20a"}, "couldnt_sacrifice": {"609.3"},
    "excess_damage": {"120.4a"}, "countered_by": {"701.6a"},
}


def test_every_template_has_its_governing_rules() -> None:
    assert not sorted(set(_TEMPLATES) - set(GOVERNING) - {"zone_change"}), "add the kind's row to GOVERNING"


def test_emitted_rules_are_the_governing_ones() -> None:
    """Each `emit("kind", ("rule", ...` in the engine starts with one of the kind's governing rules."""
    bad = []
    for path in PACKAGE.rglob("*.py"):
        for kind, rule in re.findall(r'emit\(\s*"([a-z_]+)",\s*\(\s*"(\d{3}(?:\.\d+[a-z]?)?)"', path.read_text()):
            if kind in GOVERNING and rule not in GOVERNING[kind]:
                bad.append((path.name, kind, rule))
    assert not bad, f"events citing a rule that doesn't govern them: {bad}"


def test_events_of_played_games_cite_their_governing_rules() -> None:
    """The same, on the events of whole games (rules computed at run time: damage, steps, sba...)."""
    for seed in (0, 1):
        *_, game = random_play(seed, limit=600)
        for e in game.state.events():
            if e.kind in GOVERNING:
                assert e.rules[0] in GOVERNING[e.kind], (e.kind, e.rules)
