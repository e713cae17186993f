/* global window, document */
// The identity pages' only script, from a file because the CSP forbids inline ones. Loaded in
// <head> without defer: the theme is applied before first paint, the rest once the page is parsed.
(function () {
  // Same key and shape as the web app's persisted theme store: the popup matches the app.
  try {
    var stored = JSON.parse(window.localStorage.getItem('theme-store') || 'null');
    if (stored && stored.state && stored.state.theme === 'light') {
      document.documentElement.classList.add('light');
    }
  } catch {
    // Storage blocked or corrupt: keep the dark default.
  }

  document.addEventListener('DOMContentLoaded', function () {
    // RP-initiated logout: send the confirmation form at once.
    var auto = document.querySelector('form[data-autosubmit]');
    if (auto) auto.submit();

    // Show / hide a password.
    document.querySelectorAll('[data-reveal]').forEach(function (button) {
      var input = document.getElementById(button.getAttribute('data-reveal'));
      if (!input) return;
      button.hidden = false;
      button.addEventListener('click', function () {
        var show = input.type === 'password';
        input.type = show ? 'text' : 'password';
        button.textContent = show ? 'Ocultar' : 'Mostrar';
        button.setAttribute('aria-pressed', String(show));
        input.focus();
      });
    });

    // One submission per click: the button says what is happening and cannot be pressed twice.
    document.querySelectorAll('form[data-guard]').forEach(function (form) {
      form.addEventListener('submit', function () {
        form.querySelectorAll('[data-reveal]').forEach(function (button) {
          var input = document.getElementById(button.getAttribute('data-reveal'));
          if (input) input.type = 'password';
        });
        var button = form.querySelector('button[type="submit"]');
        if (!button) return;
        window.setTimeout(function () {
          button.disabled = true;
          if (button.getAttribute('data-busy'))
            button.textContent = button.getAttribute('data-busy');
        }, 0);
      });
    });

    // A field's error goes as soon as the user starts correcting it.
    document.querySelectorAll('input[aria-invalid="true"]').forEach(function (input) {
      input.addEventListener(
        'input',
        function () {
          input.removeAttribute('aria-invalid');
          var error = document.getElementById(input.id + '-error');
          if (error) error.hidden = true;
        },
        { once: true },
      );
    });

    // Only digits in the code field, and send it as soon as the sixth one is typed.
    var code = document.querySelector('input.otp');
    if (code) {
      code.addEventListener('input', function () {
        code.value = code.value.replace(/\D/g, '').slice(0, 6);
        if (code.value.length === 6 && code.form) code.form.requestSubmit();
      });
    }

    // In the sign-in popup, offer to close the window.
    document.querySelectorAll('[data-close]').forEach(function (button) {
      if (!window.opener) return;
      button.hidden = false;
      button.addEventListener('click', function () {
        window.close();
      });
    });
  });
})();
