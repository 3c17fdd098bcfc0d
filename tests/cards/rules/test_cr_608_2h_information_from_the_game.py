"""CR 608.2h, information from the game and from objects as an effect is applied.

608.2h: “If an effect requires information from the game (such as the number of creatures on the
battlefield), the answer is determined only once, when the effect is applied. If the effect requires
information from a specific object, including the source of the ability itself, the effect uses the current
information of that object if it’s in the public zone it was expected to be in; if it’s no longer in that
zone, or if the effect has moved it from a public zone to a hidden zone, the effect uses the object’s last
known information. See rule 113.7a. If an ability states that an object does something, it’s the object as
it exists—or as it most recently existed—that does it, not the ability.”
"""

from __future__ import annotations

from support import (
    P1,
    P2,
    activate,
    basics,
    board,
    cast,
    define,
    events_since,
    life,
    mark,
    pay_with,
    registering,
    resolve_top,
    untapped,
)

from lithoform.cards.builders import tap_for  # noqa: E402
from lithoform.cards.tree import (
    ActivatedAbility,
    CardFace,
    ControlsAtLeast,
    Cost,
    CreateToken,
    Filter,
    GainLife,
    IfThen,
    Sequence,
    SourceUntapped,
    SpellAbility,
    TokenSpec,
)

_MUSTER_TEXT = ("Create a 1/1 white Soldier creature token. Then if you control three or more creatures, "
                "you gain 3 life.")
MUSTER = define(CardFace(
    "CR608 Test Muster", ("Sorcery",), "{W}", text=_MUSTER_TEXT,
    spell=SpellAbility(Sequence((
        CreateToken(TokenSpec("Soldier", ("Creature",), ("Soldier",), ("W",), 1, 1)),
        IfThen(ControlsAtLeast(Filter(types=("Creature",)), 3), GainLife(3)),
    ))),
))
_LANTERN_TEXT = "{1}: If CR608 Test Lantern is untapped, you gain 2 life."
LANTERN = define(CardFace(
    "CR608 Test Lantern", ("Artifact",), "{1}", text="{T}: Add {C}.\n" + _LANTERN_TEXT,
    abilities=(tap_for("{C}", text="{T}: Add {C}."),
               ActivatedAbility(Cost(mana="{1}"), IfThen(SourceUntapped(), GainLife(2)), text=_LANTERN_TEXT)),
))
_cards = registering(MUSTER, LANTERN)


def test_information_from_the_game_is_determined_when_the_effect_is_applied() -> None:
    """608.2h: “If an effect requires information from the game (such as the number of creatures on the
    battlefield), the answer is determined only once, when the effect is applied.” P1 controls two
    creatures as CR608 Test Muster is cast; its “if you control three or more creatures” is answered when
    that part applies, after the Soldier is made: three creatures, P1 gains 3 life."""
    game = board({"battlefield": ["Grizzly Bears", "Llanowar Elves", *basics(Plains=1)], "hand": [MUSTER]})
    cast(game, game.find(MUSTER))
    resolve_top(game)
    assert life(game, P1) == 23


def test_the_same_question_with_too_few_creatures_when_applied() -> None:
    """608.2h, the same effect with one creature: two creatures when it applies, no life is gained."""
    game = board({"battlefield": ["Grizzly Bears", *basics(Plains=1)], "hand": [MUSTER]})
    cast(game, game.find(MUSTER))
    resolve_top(game)
    assert life(game, P1) == 20


def test_an_object_still_in_its_zone_gives_its_current_information() -> None:
    """608.2h: “the effect uses the current information of that object if it’s in the public zone it was
    expected to be in”: CR608 Test Lantern is tapped (for mana) after its ability is activated; as the
    ability resolves the Lantern is on the battlefield and tapped, so no life is gained."""
    game = board({"battlefield": [LANTERN, *basics(Plains=1)]})
    lantern = game.find(LANTERN)
    activate(game, lantern, 2, pay=False)
    pay_with(game, *untapped(game, "Plains"))
    game.apply(f"activate {lantern} 1")
    resolve_top(game)
    assert life(game, P1) == 20


def test_a_source_that_left_its_zone_gives_its_last_known_information() -> None:
    """608.2h: “including the source of the ability itself ... if it’s no longer in that zone ... the effect
    uses the object’s last known information.” Umezawa's Jitte, on Grizzly Bears, activates “Equipped
    creature gets +2/+2”; in response Bosh sacrifices the Jitte. As the ability resolves, the Jitte's last
    known information says it was attached to the Bears, which get +2/+2."""
    game = board({"battlefield": ["Bosh, Iron Golem", {"card": "Umezawa's Jitte", "counters": {"charge": 1}},
                                  "Grizzly Bears", *basics(Plains=2, Mountain=4)]})
    jitte, bears = game.find("Umezawa's Jitte"), game.find("Grizzly Bears")
    game.apply(f"activate {jitte} 2")  # equip {2}
    game.apply(f"target {bears}")
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    activate(game, jitte, 1, mode=1)
    game.apply(f"activate {game.find('Bosh, Iron Golem')} 1")
    game.apply("target P2")
    game.apply(f"sacrifice {jitte}")
    pay_with(game, *untapped(game, "Mountain"))
    resolve_top(game)  # Bosh: 2 damage (the Jitte's mana value)
    assert game.find("Umezawa's Jitte", zone="graveyard") and life(game, P2) == 18
    resolve_top(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)


def test_a_sacrificed_object_gives_its_last_known_information_not_the_cards() -> None:
    """608.2h: Bosh's “damage equal to the sacrificed artifact's mana value” asks about an object that has
    left the battlefield: its last known information is used. Mirror Image as a Triskelion (mana value 6)
    is sacrificed; in the graveyard it is a Mirror Image (mana value 3), but Bosh deals 6."""
    game = board({"battlefield": ["Bosh, Iron Golem", "Triskelion", *basics(Island=3, Mountain=4)],
                  "hand": ["Mirror Image"]})
    cast(game, game.find("Mirror Image"), pay=False)
    pay_with(game, *untapped(game, "Island"))
    resolve_top(game)
    game.apply(f"choose {game.find('Triskelion')}")
    (image,) = [i for i in game.state.battlefield if game.state.objects[i].card == "Mirror Image"]
    game.apply(f"activate {game.find('Bosh, Iron Golem')} 1")
    game.apply("target P2")
    game.apply(f"sacrifice {image}")
    pay_with(game, *untapped(game, "Mountain"))
    assert game.chars(game.find("Mirror Image", zone="graveyard")).mana_value == 3
    resolve_top(game)
    assert life(game, P2) == 14


def test_the_object_as_it_most_recently_existed_does_what_the_ability_says() -> None:
    """608.2h: “If an ability states that an object does something, it’s the object as it exists—or as it
    most recently existed—that does it, not the ability.” Walking Ballista removes its last counter and
    dies before its ability resolves; “It deals 1 damage” is dealt by the Walking Ballista as it last
    existed, not by the ability."""
    game = board({"battlefield": [{"card": "Walking Ballista", "counters": {"+1/+1": 1}}]})
    ballista = game.find("Walking Ballista")
    ability = activate(game, ballista, 2, "P2")
    assert ballista not in game.state.objects
    start = mark(game)
    resolve_top(game)
    dealt = [(e.args["source"], e.args["card"]) for e in events_since(game, start, "damage")]
    assert dealt == [(ballista, "Walking Ballista")] and ability != ballista
    assert life(game, P2) == 19
