"""The parts lesson widgets share: a lesson's frame, a chart's place, the choice bar's clear."""

from __future__ import annotations

import ipywidgets as widgets
from matplotlib.figure import Figure

import tokaido_nb.widgets as package
from tokaido_nb.rules import Game
from tokaido_nb.widgets import ChoiceBar, Lesson, show_figure
from tokaido_nb.widgets.parts import unless_disabled


class Counter(Lesson):
    restart_label = "Count again"
    restart_class = "tokaido-counter-restart"

    def __init__(self) -> None:
        super().__init__("Click to count.")
        self.count = 3
        self.children = [self.restart_button, self.message]

    def restart(self) -> None:
        self.count = 0
        self.message.say("Back to 0.")


def test_a_lesson_s_restart_button_starts_it_again_and_says_so():
    lesson = Counter()
    assert lesson.message.text == "Click to count."
    assert lesson.restart_button.description == "Count again"
    assert "tokaido-counter-restart" in lesson.restart_button._dom_classes
    lesson.restart_button.click()
    assert lesson.count == 0 and lesson.message.text == "Back to 0."


def test_a_figure_goes_into_an_output_as_a_picture():
    output = widgets.Output()
    figure = Figure(figsize=(2, 1))
    figure.add_subplot().plot([0, 1], [1, 0])
    show_figure(output, figure, "a line")
    (shown,) = output.outputs
    assert shown["data"]["text/plain"] == "a line"
    assert shown["data"]["image/png"].startswith("iVBOR")  # base64 of the PNG signature


def test_a_choice_bar_clears_its_buttons():
    bar = ChoiceBar(lambda action: None)
    bar.show(Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2]))
    assert bar.buttons and bar.actions
    bar.clear()
    assert bar.buttons == [] and bar.actions == [] and bar.children == ()


def _parts(button: widgets.Button) -> list[widgets.Widget]:
    return [button, button.layout, button.style]


def test_a_choice_bar_closes_the_buttons_it_no_longer_shows():
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    bar = ChoiceBar(lambda action: None)
    bar.show(game)
    first, row = list(bar.buttons), bar.children[1]
    game.play(bar.actions[0])
    bar.show(game)
    assert all(part.comm is None for b in first for part in _parts(b))
    assert row.comm is None and row.layout.comm is None
    assert all(part.comm is not None for b in bar.buttons for part in _parts(b))
    assert bar.prompt.comm is not None  # the prompt line stays, for every decision
    shown = list(bar.buttons)
    bar.clear()
    assert all(b.comm is None for b in shown) and bar.prompt.comm is not None


def test_a_whole_game_in_the_game_widget_leaves_no_widgets_behind():
    from ipywidgets.widgets.widget import _instances  # every open widget, by model id

    from tokaido_nb.bots import GreedyBot
    from tokaido_nb.widgets import GameWidget

    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    view = GameWidget(game, bots={seat: GreedyBot(seat) for seat in (1, 2, 3)}, coach=False)
    me, before, decisions = GreedyBot(0), len(_instances), 0
    while not view.game.is_over():
        action = me(view.game)
        view.choices.buttons[view.choices.actions.index(action)].click()
        decisions += 1
    # Each decision showed a row of buttons (three widgets each): none of them is left open.
    assert decisions > 20
    assert len(_instances) <= before + 5


def test_every_lesson_widget_is_importable_from_the_package():
    lessons = [
        "AchievementCalculator",
        "EncounterDeck",
        "FinalScores",
        "GameWidget",
        "ReplayViewer",
        "RoadWalk",
        "ScoreSheetForm",
        "SouvenirSets",
        "StrategyLab",
        "Table",
        "TempleStandings",
        "TravellerPowers",
        "VariantChooser",
        "VillageTrip",
    ]
    for name in lessons:
        assert isinstance(getattr(package, name), type), name
        assert name in package.__all__


def kyoto_game() -> Game:
    return Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])


def test_a_click_disables_every_choice_before_the_game_moves():
    seen: list[list[bool]] = []
    bar = ChoiceBar(lambda action: seen.append([b.disabled for b in bar.buttons]))
    bar.show(kyoto_game())
    bar.buttons[2].click()
    assert seen == [[True] * len(bar.buttons)]


def test_a_second_click_on_the_same_button_chooses_nothing():
    chosen = []
    game = kyoto_game()
    bar = ChoiceBar(lambda action: (chosen.append(action), bar.show(game)))
    bar.show(game)
    stale = bar.buttons[0]
    stale.click()
    stale.click()  # the second click of a double click reaches the kernel after the first
    assert chosen == [game.legal_actions()[0]]


def test_a_bar_its_chooser_did_not_redraw_offers_its_buttons_as_they_were():
    bar = ChoiceBar(lambda action: None)
    bar.show(kyoto_game())
    bar.buttons[1].disabled = True
    bar.buttons[0].click()
    assert [b.disabled for b in bar.buttons[:3]] == [False, True, False]


def test_a_disabled_choice_chooses_nothing():
    chosen = []
    bar = ChoiceBar(chosen.append)
    bar.show(kyoto_game(), enabled=False)
    bar.buttons[0].click()
    assert chosen == []


def test_a_button_disabled_by_the_first_click_ignores_the_second():
    calls = []
    button = widgets.Button()
    button.on_click(unless_disabled(lambda: (calls.append(1), setattr(button, "disabled", True))))
    button.click()
    button.click()
    assert calls == [1]


def test_a_figure_in_an_output_is_an_image_whose_alt_text_gives_its_numbers():
    from tokaido_nb.render import temple_figure

    output = widgets.Output()
    show_figure(output, temple_figure([5, 3], ["Aiko", "Bea"]), "a chart")
    html = output.outputs[0]["data"]["text/html"]
    assert html.startswith('<img src="data:image/png;base64,iVBOR')
    assert 'alt="Chart: Temple standings: the award each would take now. ' in html
    assert "Aiko: 5 (1st: +10). Bea: 3 (2nd: +7)." in html
