"""CR 708: face-down spells and permanents; morph and megamorph (702.37), disguise (702.168), manifest
(701.40), cloak (701.58); turning face up is a special action (116.2b); copying one (707.2, 708.10)."""

from __future__ import annotations

import json

from support import board, cast, legal, pass_both, pass_until

from lithoform.cards.tree import (
    CardDef,
    CardFace,
    Cost,
    DrawCards,
    FaceDownCast,
    SpellAbility,
    Trigger,
    TriggeredAbility,
    TurnFaceDown,
)
from lithoform.play.game import Game

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

# A morph creature with an enters ability (708.3, 708.8: it must not trigger face down or turning face up).
TEST_CARDS.append(CardDef("Test Morph Scholar", (CardFace(
    "Test Morph Scholar", ("Creature",), "{2}{U}", subtypes=("Human",), power="3", toughness="3",
    text="When Test Morph Scholar enters, draw a card.\nMorph {U}",
    abilities=(TriggeredAbility(Trigger("enters", this=True), DrawCards(1),
                                text="When Test Morph Scholar enters, draw a card."),
               FaceDownCast("morph", Cost(mana="{U}"), text="Morph {U}")),
),)))
TEST_CARDS.append(CardDef("Test Disguised Agent", (CardFace(
    "Test Disguised Agent", ("Creature",), "{1}{U}", power="1", toughness="4", text="Disguise {1}{U}",
    abilities=(FaceDownCast("disguise", Cost(mana="{1}{U}"), text="Disguise {1}{U}"),),
),)))
TEST_CARDS.append(CardDef("Test Cloak", (CardFace(
    "Test Cloak", ("Sorcery",), "{W}", text="Cloak the top card of your library.",
    spell=SpellAbility(TurnFaceDown("cloak")),
),)))


def _face_down(game: Game, player: int = 0) -> list[int]:
    return [o for o in game.zone("battlefield") if game.state.objects[o].face_down
            and game.state.objects[o].controller == player]


def _cast_face_down(game: Game, name: str, via: str = "morph") -> int:
    game.apply(f"cast {game.find(name, zone='hand')} {via}")
    game.apply("autopay")
    pass_both(game)
    (down,) = _face_down(game)
    return down


def test_702_37c_708_4_cast_face_down_as_a_nameless_2_2_for_3() -> None:
    """702.37a, 702.37c, 708.4: cast face down by paying {3} rather than its mana cost, the spell on the stack
    is a 2/2 creature with no name, no subtypes, no mana cost and no color."""
    game = board({"battlefield": ["Island"] * 3, "hand": ["Test Morph Scholar"]})
    scholar = game.find("Test Morph Scholar")
    assert legal(game, f"cast {scholar} morph")
    game.apply(f"cast {scholar} morph")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {3}"
    game.apply("autopay")
    spell = game.state.stack[-1]
    c = game.chars(spell)
    assert (c.name, c.power, c.toughness, c.mana_value, c.subtypes, c.colors) == ("", 2, 2, 0, frozenset(),
                                                                                   frozenset())
    assert c.types == frozenset({"Creature"}) and not c.abilities


def test_708_3_a_face_down_permanent_has_no_enters_ability() -> None:
    """708.3: turned face down before it enters, its enters-the-battlefield ability doesn't trigger; 708.8:
    nor does it when the permanent is turned face up (it has already entered)."""
    game = board({"battlefield": ["Island"] * 4, "hand": ["Test Morph Scholar"]})
    down = _cast_face_down(game, "Test Morph Scholar")
    hand = len(game.zone("hand"))
    assert game.chars(down).power == 2 and len(game.zone("hand")) == hand
    game.apply(f"turn {down}")
    assert not game.state.stack and len(game.zone("hand")) == hand
    assert game.chars(down).name == "Test Morph Scholar" and game.chars(down).power == 3


def test_116_2b_702_37e_turning_face_up_is_a_special_action_any_time_with_priority() -> None:
    """116.2b, 702.37e: any time its controller has priority (here in the opponent's turn), for its morph
    cost; it doesn't use the stack, and the permanent is the same object (708.8)."""
    game = board({"battlefield": ["Island"] * 4, "hand": ["Test Morph Scholar"]})
    down = _cast_face_down(game, "Test Morph Scholar")
    pass_until(game, "upkeep", turn=4)
    game.apply("pass")  # P2, the active player, passes: P1 receives priority
    assert game.pending.player == 0
    assert legal(game, f"turn {down}")
    game.apply(f"turn {down}")
    assert down in game.zone("battlefield") and not game.state.stack
    assert game.pending.player == 0  # 117.3c: priority stays with the player who acted


def test_702_37e_no_turning_face_up_without_paying_its_cost() -> None:
    """702.37e: the morph cost must be paid: with no untapped land, `turn` isn't offered and is refused."""
    game = board({"battlefield": ["Island"] * 3, "hand": ["Test Morph Scholar"]})
    down = _cast_face_down(game, "Test Morph Scholar")
    assert not legal(game, f"turn {down}")


def test_702_37b_megamorph_adds_a_counter_morph_does_not() -> None:
    """702.37b: turned face up for its megamorph cost, a +1/+1 counter is put on it; a morph cost adds none."""
    game = board({"battlefield": ["Forest"] * 5, "hand": ["Ainok Survivalist"]})
    down = _cast_face_down(game, "Ainok Survivalist", "megamorph")
    game.apply(f"turn {down}")
    assert game.state.objects[down].counters == (("+1/+1", 1),) and game.chars(down).power == 3
    game = board({"battlefield": ["Island"] * 4, "hand": ["Test Morph Scholar"]})
    down = _cast_face_down(game, "Test Morph Scholar")
    game.apply(f"turn {down}")
    assert game.state.objects[down].counters == ()


def test_708_8_effects_applied_face_down_still_apply_face_up() -> None:
    """708.8: any effects applied to the face-down permanent (Giant Growth) still apply once it is face up."""
    game = board({"battlefield": ["Island"] * 4 + ["Forest"], "hand": ["Test Morph Scholar", "Giant Growth"]})
    down = _cast_face_down(game, "Test Morph Scholar")
    cast(game, "Giant Growth", down)
    pass_both(game)
    assert game.chars(down).power == 5
    game.apply(f"turn {down}")
    assert (game.chars(down).power, game.chars(down).toughness) == (6, 6)


def test_708_9_a_face_down_permanent_leaving_is_turned_face_up() -> None:
    """708.9: it is revealed as it moves from the battlefield: in the graveyard it is the card it is."""
    game = board({"battlefield": ["Island"] * 3 + ["Swamp"] * 3, "hand": ["Test Morph Scholar", "Murder"]})
    down = _cast_face_down(game, "Test Morph Scholar")
    cast(game, "Murder", down)
    pass_both(game)
    grave = game.zone("graveyard")
    assert any(game.chars(o).name == "Test Morph Scholar" for o in grave)
    assert not any(game.state.objects[o].face_down for o in grave)
    assert any(e.kind == "zone_change" and e.args.get("face_down") == "revealed" for e in game.state.events())


def test_707_2_708_10_a_copy_of_a_face_down_permanent_is_a_nameless_2_2() -> None:
    """707.2: the copiable values of a face-down permanent are the face-down values, so Clone copying it is
    a 2/2 creature with no name and no abilities (and it is face up: it has nothing to turn up)."""
    game = board({"battlefield": ["Island"] * 7, "hand": ["Test Morph Scholar", "Clone"]})
    down = _cast_face_down(game, "Test Morph Scholar")
    game.apply(f"cast {game.find('Clone')}")
    game.apply("autopay")
    pass_both(game)
    if game.pending.kind == "choose":
        game.apply(f"choose {down}")
    clone = next(o for o in game.zone("battlefield") if game.state.objects[o].card == "Clone")
    c = game.chars(clone)
    assert (c.name, c.power, c.toughness, c.abilities) == ("", 2, 2, ())
    assert not game.state.objects[clone].face_down and not legal(game, f"turn {clone}")


def test_701_40a_b_manifest_and_turning_a_creature_card_up_for_its_mana_cost() -> None:
    """701.40a: the top card of the library enters face down as a 2/2; 701.40b: a creature card is turned
    face up for its mana cost; 701.40c: one with megamorph may also be turned up for its megamorph cost, and
    only that adds the counter (the Ainok Survivalist ruling)."""
    game = board({"battlefield": ["Plains"] + ["Forest"] * 3, "hand": ["Soul Summons"], "library": ["Ainok Survivalist"]})
    cast(game, "Soul Summons")
    pass_both(game)
    (down,) = _face_down(game)
    assert game.state.objects[down].face_down == "manifest" and game.chars(down).name == ""
    assert legal(game, f"turn {down} mana") and legal(game, f"turn {down}")
    game.apply(f"turn {down} mana")
    assert game.chars(down).name == "Ainok Survivalist" and game.state.objects[down].counters == ()


def test_701_40b_a_manifested_noncreature_card_cant_be_turned_face_up() -> None:
    """701.40b: a card that isn't a creature card can't be turned face up for its mana cost."""
    game = board({"battlefield": ["Plains"] + ["Forest"] * 3, "hand": ["Soul Summons"], "library": ["Giant Growth"]})
    cast(game, "Soul Summons")
    pass_both(game)
    (down,) = _face_down(game)
    assert game.chars(down).power == 2
    assert not any(a.kind == "turn" for a in game.legal_actions())


def test_702_168a_701_58a_disguise_and_cloak_have_ward_2() -> None:
    """702.168a: a disguised 2/2 face-down creature has ward {2}; 701.58a: so has a cloaked one."""
    game = board({"battlefield": ["Island"] * 3 + ["Plains"], "hand": ["Test Disguised Agent", "Test Cloak"],
                  "library": ["Grizzly Bears"]})
    down = _cast_face_down(game, "Test Disguised Agent", "disguise")
    assert "ward" in {a.keyword.lower() for a in game.chars(down).abilities if getattr(a, "keyword", None)}
    cast(game, "Test Cloak")
    pass_both(game)
    cloaked = [o for o in _face_down(game) if o != down]
    assert len(cloaked) == 1 and game.state.objects[cloaked[0]].face_down == "cloak"
    assert game.chars(cloaked[0]).name == "" and len(game.chars(cloaked[0]).abilities) == 1


def test_708_5_the_opponent_sees_no_name_in_the_view_or_the_log() -> None:
    """708.5: only its controller may look at a face-down spell or permanent: the opponent's view (the
    permanent and the log lines about it) names nothing."""
    game = board({"battlefield": ["Island"] * 3, "hand": ["Test Morph Scholar"]})
    _cast_face_down(game, "Test Morph Scholar")
    seen = json.loads(game.view("P2", log_lines=20))
    assert "Test Morph Scholar" not in json.dumps(seen)
    assert "Test Morph Scholar" in json.dumps(json.loads(game.view("P1", log_lines=20))["log"])


def test_708_5_708_6_its_controller_sees_the_card_everyone_sees_what_made_it_face_down() -> None:
    """708.5: its controller may look at it (their view names the card); 708.6: what made it face down is
    known to every player."""
    game = board({"battlefield": ["Island"] * 3, "hand": ["Test Morph Scholar"]})
    _cast_face_down(game, "Test Morph Scholar")
    mine = [c for c in json.loads(game.view("P1"))["battlefield"] if c["face_down"]]
    theirs = [c for c in json.loads(game.view("P2"))["battlefield"] if c["face_down"]]
    assert [(c["face_down"], c["face_down_card"], c["name"]) for c in mine] == [("morph", "Test Morph Scholar", "")]
    assert [(c["face_down"], c["face_down_card"], c["name"]) for c in theirs] == [("morph", "", "")]
